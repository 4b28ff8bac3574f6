/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build's list of the modules the page starts with: the static imports of js/main.js and
 * theirs, over one line or several; never a module imported only when a screen is opened.
 */
class PageFilesTest {

    @TempDir
    Path page;

    @Test
    void preloadsTheModulesThePageStartsWithAndNoScreenOpenedLater() throws IOException {
        write("index.html", """
                <head>
                  <!-- modules: written by the build -->
                  <link rel="modulepreload" href="js/old.js">
                </head>
                """);
        write("sw.js", "const PRECACHE = { version: 'unbuilt', files: [] };\n");
        write("js/main.js", """
                import { a,
                  b } from './dom.js';
                import './text-size.js';
                import * as home from './screens/home.js';
                const settle = () => import('./screens/settle.js');
                export const NAME = 'main';
                """);
        write("js/dom.js", "export const a = 1;\nexport const b = 'from the page';\n");
        write("js/text-size.js", "document.body.dataset.size = 'normal';\n");
        write("js/screens/home.js", "import { a } from '../dom.js';\nexport { b } from '../words.js';\n");
        write("js/words.js", "export const b = 2;\n");
        write("js/screens/settle.js", "import { a } from '../dom.js';\n");

        PageFiles.stamp(page);

        assertThat(Files.readString(page.resolve("index.html"))).isEqualTo("""
                <head>
                  <!-- modules: written by the build -->
                  <link rel="modulepreload" href="js/dom.js">
                  <link rel="modulepreload" href="js/main.js">
                  <link rel="modulepreload" href="js/screens/home.js">
                  <link rel="modulepreload" href="js/text-size.js">
                  <link rel="modulepreload" href="js/words.js">
                </head>
                """);
    }

    @Test
    void aModuleImportedButMissingFailsTheBuild() throws IOException {
        write("js/main.js", "import { a } from './gone.js';\n");
        assertThatThrownBy(() -> PageFiles.staticGraph(page, PageFiles.START))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("js/gone.js");
    }

    private void write(String path, String text) throws IOException {
        Path file = page.resolve(path);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
