/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the ES module TeaVM writes into the classic script the page and the tests load: the same
 * code, in a function called at once, whose exports become the one global {@code TallyEngine}.
 *
 * <p>Why a classic script: Chromium keeps the compiled code of a classic script stored by a
 * service worker while it installs, and a later start deserialises it instead of parsing and
 * compiling 645 KB again (a repeat load spent about 400 ms there); it never does so for a module
 * script. The function is wrapped in parentheses, which has V8 compile it eagerly, on a background
 * thread while the script downloads, as it does a module's body (see bench/page/README.md).
 *
 * <p>Runs on the JVM inside the build only (engine-js's pom, after TeaVM); it is never translated.
 * Fails the build when TeaVM's output is not the shape it expects: one {@code export{...}} at the
 * end and no other import or export.
 */
public final class ClassicScript {

    /** The global the script sets: an object of the engine's exported functions. */
    public static final String GLOBAL = "TallyEngine";

    private static final String START = "(function(){";
    private static final Pattern EXPORTS = Pattern.compile("export\\s*\\{([^}]*)\\}\\s*;?\\s*$");
    private static final Pattern ONE_EXPORT = Pattern.compile("\\s*([\\w$]+)\\s+as\\s+([\\w$]+)\\s*");
    private static final Pattern OTHER_MODULE_SYNTAX = Pattern.compile("(?m)^\\s*(import|export)\\b|import\\.meta");

    private ClassicScript() {
    }

    /** Rewrites the script at args[0] in place. */
    public static void main(String[] args) throws IOException {
        Path script = Path.of(args[0]);
        String module = Files.readString(script, StandardCharsets.UTF_8);
        if (module.startsWith(START) && module.contains("globalThis." + GLOBAL + "=")) {
            return; // made classic by an earlier build that TeaVM did not redo
        }
        Files.writeString(script, classic(module), StandardCharsets.UTF_8);
    }

    /** The classic script of an ES module whose only module syntax is its closing export list. */
    static String classic(String module) {
        Matcher exports = EXPORTS.matcher(module);
        if (!exports.find()) {
            throw new IllegalStateException("TeaVM's script does not end with export{...}: cannot make it a classic script");
        }
        String body = module.substring(0, exports.start());
        Matcher other = OTHER_MODULE_SYNTAX.matcher(body);
        if (other.find()) {
            throw new IllegalStateException("TeaVM's script has module syntax besides its export list, at character "
                    + other.start() + ": cannot make it a classic script");
        }
        List<String> members = new ArrayList<>();
        for (String export : exports.group(1).split(",")) {
            Matcher one = ONE_EXPORT.matcher(export);
            if (!one.matches()) {
                throw new IllegalStateException("an export TeaVM wrote is not 'name as exported': " + export.strip());
            }
            members.add(one.group(2) + ":" + one.group(1));
        }
        return START + body + "\nglobalThis." + GLOBAL + "=Object.freeze({" + String.join(",", members) + "});\n})();\n";
    }
}
