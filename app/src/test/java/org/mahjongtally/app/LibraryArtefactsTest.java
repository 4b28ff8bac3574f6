/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarFile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a Java developer gets of each library module (README, "Use the engine from Java"): the
 * jar, its sources and its Javadoc, each carrying the licence and the notice, and a module name.
 * The modules are packed before this one's tests run in {@code ./mvnw verify}, so their jars are in
 * their targets.
 */
class LibraryArtefactsTest {

    @ParameterizedTest
    @ValueSource(strings = {"core", "rules", "words", "json"})
    void aLibraryModuleShipsItsJarSourcesAndJavadocWithTheLicence(String module) throws IOException {
        Path target = Path.of("..", module, "target");
        String version = System.getProperty("tally.version");
        for (String kind : List.of("", "-sources", "-javadoc")) {
            Path jar = target.resolve("tally-" + module + "-" + version + kind + ".jar");
            assertThat(jar).as("built by the %s module", module).isRegularFile();
            try (JarFile file = new JarFile(jar.toFile())) {
                assertThat(file.getEntry("META-INF/LICENSE")).as(jar + " has the licence").isNotNull();
                assertThat(file.getEntry("META-INF/NOTICE")).as(jar + " has the notice").isNotNull();
                if (kind.isEmpty()) {
                    boolean explicit = file.getEntry("module-info.class") != null;
                    String automatic = file.getManifest().getMainAttributes().getValue("Automatic-Module-Name");
                    assertThat(explicit || ("org.mahjongtally." + module).equals(automatic))
                            .as(jar + " has a module name").isTrue();
                }
            }
        }
    }
}
