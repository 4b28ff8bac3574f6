/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import picocli.CommandLine.IVersionProvider;

/**
 * The version printed by {@code tally --version}: {@code Implementation-Version} and the commit
 * ({@code Implementation-Build}) of the program jar's manifest, which the build writes; a run
 * from the build's classes, which has no such manifest, says it is a development build.
 */
final class Version implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = TallyCommand.class.getPackage().getImplementationVersion();
        if (version == null) {
            return new String[] {"Mahjong Tally (development build)"};
        }
        String commit = commit();
        return new String[] {"Mahjong Tally " + version + (commit == null ? "" : " (commit " + commit + ")")};
    }

    /** The commit of the jar this class was loaded from, or null if its manifest does not say. */
    private static String commit() {
        URL jar = TallyCommand.class.getProtectionDomain().getCodeSource().getLocation();
        try (InputStream in = new URL("jar:" + jar + "!/META-INF/MANIFEST.MF").openStream()) {
            String commit = new Manifest(in).getMainAttributes().getValue(new Attributes.Name("Implementation-Build"));
            return commit == null || commit.isBlank() || commit.startsWith("${") ? null : commit;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
