/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The page as plain files in a folder, for any static web host: the very bytes the server serves
 * at {@code /}, with the service worker and its list ({@link PageFiles}), and nothing else. The
 * page needs no server to start, and keeps itself for offline use from there.
 */
public final class StaticSite {

    /**
     * One file written.
     *
     * @param path its path under the folder, with {@code /}
     * @param bytes its size
     */
    public record Written(String path, long bytes) {
    }

    private StaticSite() {
    }

    /**
     * Writes every file of the page into a folder, creating it and its subfolders as needed and
     * replacing files of the same names; other files in it are left alone.
     *
     * @return the files written, the page's files first, then the list and the worker
     * @throws IOException if the folder cannot be written
     */
    public static List<Written> write(Path folder) throws IOException {
        PageFiles page = PageFiles.onClasspath();
        List<String> paths = new ArrayList<>();
        page.files().forEach(f -> paths.add(f.path()));
        paths.add(PageFiles.LIST);
        paths.add(PageFiles.WORKER);
        List<Written> written = new ArrayList<>();
        for (String path : paths) {
            byte[] bytes = PageFiles.read(path);
            Path target = folder.resolve(path);
            Files.createDirectories(target.getParent());
            Files.write(target, bytes);
            written.add(new Written(path, bytes.length));
        }
        return written;
    }
}
