/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of this build (such as {@code 0.2.0}), as Maven wrote it into build.properties. */
final class BuildVersion {

    private static final String VERSION = read();

    private BuildVersion() {
    }

    static String version() {
        return VERSION;
    }

    private static String read() {
        try (InputStream in = BuildVersion.class.getResourceAsStream("build.properties")) {
            if (in == null) {
                throw new IllegalStateException("org/mahjongtally/web/build.properties is missing from the classpath");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
