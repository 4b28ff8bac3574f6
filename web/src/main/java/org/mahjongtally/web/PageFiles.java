/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files of the page (the classpath folder {@code /public}) as one version: every file with its
 * SHA-256, and a version made from them all. The build writes the list ({@link #main}) into
 * {@value #LIST} and into the service worker {@value #WORKER}, which keeps exactly these files for
 * offline use; {@code tally site} copies exactly these files.
 *
 * @param version the version of the whole page: a new version of any file, or of the worker, is a new one
 * @param files every file the page can load, in path order; not the list itself nor the worker
 */
public record PageFiles(String version, List<PageFile> files) {

    /** The list, next to the page's files. */
    public static final String LIST = "precache.json";

    /** The service worker, at the top of the page's folder so that it serves all of it. */
    public static final String WORKER = "sw.js";

    /** The page, whose list of modules to preload the build writes ({@link #MODULES}). */
    public static final String INDEX = "index.html";

    /**
     * The comment in {@value #INDEX} under which the build lists the modules the page starts with
     * (the static imports of {@value #START}, and theirs) as {@code <link rel="modulepreload">},
     * and the links written before: the browser then fetches them all at once instead of one level
     * of imports after another. The other screens' modules are imported when first opened.
     */
    private static final Pattern MODULES = Pattern.compile(
            "(?m)^([ \\t]*)(<!-- modules: [^\\n]*-->)\\n(?:\\1<link rel=\"modulepreload\"[^\\n]*\\n)*");

    /** The module the page starts with. */
    static final String START = "js/main.js";

    /**
     * A static import or re-export of a module of the page, over one line or several:
     * {@code import { a, b } from './x.js';}, {@code import './x.js';}; not {@code import(...)}.
     */
    private static final Pattern STATIC_IMPORT = Pattern.compile(
            "(?m)^(?:import|export)\\s(?:[^;'\"]*?\\sfrom\\s*)?'(\\.{1,2}/[^']+\\.js)'\\s*;");

    /** The worker's line that the build replaces with the list. */
    private static final Pattern WORKER_LIST_LINE = Pattern.compile("(?m)^const PRECACHE = .*$");

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * One file of the page.
     *
     * @param path its path under the page's folder, with {@code /}, such as {@code js/main.js}
     * @param sha256 the SHA-256 of its bytes, in lower-case hex
     * @param bytes its size
     */
    public record PageFile(String path, String sha256, long bytes) {
    }

    public PageFiles {
        files = List.copyOf(files);
    }

    /**
     * The build step (web/pom.xml, after the page's files are in place): lists the page folder
     * given as the one argument, writes {@value #LIST} and puts the list into {@value #WORKER}
     * (and the page's modules into {@value #INDEX}).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("give the page's folder, e.g. target/classes/public");
        }
        PageFiles page = stamp(Path.of(args[0]));
        System.out.println("Mahjong Tally page " + page.version() + ": " + page.files().size() + " files listed in "
                + LIST + " and " + WORKER);
    }

    /**
     * Lists a page folder and writes the list into it: {@value #LIST}, and the worker's list line;
     * first, the modules to preload into {@value #INDEX}.
     *
     * @return the list written
     * @throws IllegalStateException if the folder has no worker with a list line
     */
    public static PageFiles stamp(Path folder) throws IOException {
        Path worker = folder.resolve(WORKER);
        if (!Files.isRegularFile(worker)) {
            throw new IllegalStateException("no " + WORKER + " in " + folder);
        }
        String workerText = Files.readString(worker, StandardCharsets.UTF_8);
        if (!WORKER_LIST_LINE.matcher(workerText).find()) {
            throw new IllegalStateException(worker + " has no line 'const PRECACHE = ...' for the list");
        }
        preloadModules(folder);
        List<PageFile> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.filter(Files::isRegularFile).sorted().toList()) {
                String path = folder.relativize(p).toString().replace('\\', '/');
                if (!path.equals(LIST) && !path.equals(WORKER)) {
                    byte[] bytes = Files.readAllBytes(p);
                    files.add(new PageFile(path, sha256(bytes), bytes.length));
                }
            }
        }
        // The worker's own code is part of the version: a new worker keeps its files in a new cache.
        String unlisted = withList(workerText, "null");
        StringBuilder all = new StringBuilder(sha256(unlisted.getBytes(StandardCharsets.UTF_8))).append('\n');
        files.forEach(f -> all.append(f.path()).append(' ').append(f.sha256()).append('\n'));
        PageFiles page = new PageFiles(sha256(all.toString().getBytes(StandardCharsets.UTF_8)).substring(0, 16), files);
        Files.writeString(worker, withList(workerText, new ObjectMapper().writeValueAsString(page)), StandardCharsets.UTF_8);
        Files.write(folder.resolve(LIST), JSON.writeValueAsBytes(page));
        return page;
    }

    /** The page's files as the build listed them on the classpath ({@code /public/precache.json}). */
    public static PageFiles onClasspath() {
        try (InputStream in = PageFiles.class.getResourceAsStream("/public/" + LIST)) {
            if (in == null) {
                throw new IllegalStateException("/public/" + LIST + " is not on the classpath; build with Maven");
            }
            return JSON.readValue(in, PageFiles.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The bytes of a file of the page on the classpath, such as {@code js/main.js}, {@value #WORKER} or {@value #LIST}. */
    public static byte[] read(String path) {
        try (InputStream in = PageFiles.class.getResourceAsStream("/public/" + path)) {
            if (in == null) {
                throw new IllegalStateException("/public/" + path + " is not on the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lists the modules the page starts with in {@value #INDEX}, under its comment; none if it has no such comment. */
    private static void preloadModules(Path folder) throws IOException {
        Path index = folder.resolve(INDEX);
        if (!Files.isRegularFile(index)) {
            return;
        }
        String text = Files.readString(index, StandardCharsets.UTF_8);
        Matcher m = MODULES.matcher(text);
        if (!m.find()) {
            return;
        }
        List<String> modules = staticGraph(folder, START);
        StringBuilder block = new StringBuilder(m.group(1)).append(m.group(2)).append('\n');
        modules.forEach(p -> block.append(m.group(1)).append("<link rel=\"modulepreload\" href=\"").append(p).append("\">\n"));
        Files.writeString(index, text.substring(0, m.start()) + block + text.substring(m.end()), StandardCharsets.UTF_8);
    }

    /**
     * A module and every module it imports statically, and theirs, as paths under the page's
     * folder, sorted.
     *
     * @throws IllegalStateException if a module imports one that is not there
     */
    static List<String> staticGraph(Path folder, String start) throws IOException {
        Set<String> found = new TreeSet<>();
        Deque<String> toRead = new ArrayDeque<>(List.of(start));
        while (!toRead.isEmpty()) {
            String module = toRead.pop();
            if (!found.add(module)) {
                continue;
            }
            Path file = folder.resolve(module);
            if (!Files.isRegularFile(file)) {
                throw new IllegalStateException("the page's module " + module + " is imported but not in " + folder);
            }
            Matcher imports = STATIC_IMPORT.matcher(Files.readString(file, StandardCharsets.UTF_8));
            Path from = Path.of(module).getParent();
            while (imports.find()) {
                toRead.push(from.resolve(imports.group(1)).normalize().toString().replace('\\', '/'));
            }
        }
        return List.copyOf(found);
    }

    private static String withList(String workerText, String json) {
        return WORKER_LIST_LINE.matcher(workerText).replaceFirst(
                Matcher.quoteReplacement("const PRECACHE = " + json + "; // written by the build (PageFiles)"));
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
