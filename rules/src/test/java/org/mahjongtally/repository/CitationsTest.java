/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.repository;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The repository explains itself: every Markdown document a file cites is in the repository
 * (the rules, the notation, settlement and the rulesets are in {@code docs/}), and no file names
 * an issue of a tracker nobody outside can read (a word such as "issue" followed by a number).
 * Plain file reading, no browser: it runs in a second or two with this module's tests.
 *
 * <p>The files are those git tracks ({@code git ls-files}), or, where there is no git (a source
 * archive), every file under the project folder outside build output. Binary files (a NUL byte)
 * are skipped.
 *
 * <p>A citation is a name ending in {@code .md} that stands on its own: a path such as
 * {@code docs/rules.md}, {@code bench/RESULTS.md} or {@code README.md}. It resolves when a tracked
 * file has that path, from the project folder or ending in it ({@code RESULTS.md} in
 * {@code bench/page/README.md} is {@code bench/RESULTS.md}); a leading {@code ./} or
 * {@code ../} is dropped, so a path that climbs out of the repository does not resolve. Not
 * citations: addresses ({@code https://...}, whose documents live elsewhere and are named
 * whole), a CSS class ({@code .tile.md}), and a path built at run time from a shell variable
 * ({@code $out/results.md}).
 *
 * <p>Issue numbers: {@code CHANGELOG.md} and {@code bench/RESULTS.md} may keep them. Both are
 * records of what was done when, written at the time and not rewritten later; an entry there is
 * history, not an explanation a reader of the code depends on. So may the database migrations
 * ({@code store/src/main/resources/db/migration/}): Flyway keeps a checksum of each applied
 * migration, comments included, in every database, so an applied migration is never edited.
 * Everywhere else (code, comments, tests, scripts, the README and {@code docs/}) a reason is said
 * in words or by a public source (an address such as a public tracker's issue page is fine).
 */
class CitationsTest {

    /** A name ending in .md that is not part of an address, a CSS class or a shell variable. */
    private static final Pattern MARKDOWN = Pattern.compile("(?<![\\w.$/\\-])((?:\\.\\.?/)*[\\w\\-][\\w./\\-]*\\.md)\\b");
    /** "issue" or "issues", then a number, with or without a '#'. */
    private static final Pattern ISSUE = Pattern.compile("(?i)\\bissues?\\s*#?\\s*\\d+");
    /** The records of history that may name issues (see the class comment). */
    private static final Set<String> HISTORY = Set.of("CHANGELOG.md", "bench/RESULTS.md");
    /** The database migrations, which are never edited once applied (see the class comment). */
    private static final String MIGRATIONS = "store/src/main/resources/db/migration/";

    private static Path root;
    private static List<String> files;

    @BeforeAll
    static void readTheRepository() throws IOException, InterruptedException {
        root = projectFolder();
        files = tracked(root);
    }

    @Test
    void theRepositoryIsFound() {
        assertThat(files).contains("README.md", "docs/rules.md", "docs/notation.md", "docs/settlement.md",
                "docs/rulesets.md", "docs/page.md");
    }

    @Test
    void everyCitedDocumentIsInTheRepository() {
        List<String> dangling = new ArrayList<>();
        for (String file : files) {
            text(file).ifPresent(text -> {
                Matcher m = MARKDOWN.matcher(text);
                while (m.find()) {
                    if (!resolves(m.group(1))) {
                        dangling.add(file + ":" + line(text, m.start()) + ": " + m.group(1));
                    }
                }
            });
        }
        assertThat(dangling).as("documents cited but not in the repository (cite docs/ or a public source)")
                .isEmpty();
    }

    @Test
    void noFileNamesAnIssueNumber() {
        List<String> found = new ArrayList<>();
        for (String file : files) {
            if (HISTORY.contains(file) || file.startsWith(MIGRATIONS)) {
                continue;
            }
            text(file).ifPresent(text -> {
                Matcher m = ISSUE.matcher(text);
                while (m.find()) {
                    found.add(file + ":" + line(text, m.start()) + ": " + m.group());
                }
            });
        }
        assertThat(found).as("issue numbers (say what they refer to in words)").isEmpty();
    }

    /**
     * What the two patterns take and leave. The examples of what they flag are put together from
     * parts, so that this file does not flag itself.
     */
    @Test
    void theChecksSeeWhatTheyAreFor() {
        String md = ".md";
        String outside = "../shared/spec/RULES" + md;
        assertThat(citations("see docs/rules.md §8.1, bench/RESULTS.md and README.md"))
                .containsExactly("docs/rules.md", "bench/RESULTS.md", "README.md");
        assertThat(citations("as " + outside + " says")).containsExactly(outside);
        assertThat(citations("https://github.com/o/r/blob/main/GAME_RULES.md .tile.md { } \"$out/results.md\" *.md"))
                .isEmpty();
        assertThat(resolves(outside)).isFalse();
        assertThat(resolves("RULES" + md)).isFalse();
        assertThat(resolves("RESULTS.md")).isTrue();
        assertThat(resolves("./docs/rules.md")).isTrue();
        String issue = "issue";
        assertThat(ISSUE.matcher("(" + issue + " 12)").find()).isTrue();
        assertThat(ISSUE.matcher("Issue" + " #5, point 2").find()).isTrue();
        assertThat(ISSUE.matcher("RulesetIssue 3 and the issues of a file").find()).isFalse();
    }

    private static List<String> citations(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = MARKDOWN.matcher(text);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static boolean resolves(String cited) {
        String path = cited;
        while (path.startsWith("./") || path.startsWith("../")) {
            path = path.substring(path.indexOf('/') + 1);
        }
        String tail = "/" + path;
        for (String file : files) {
            if (file.equals(path) || file.endsWith(tail)) {
                return true;
            }
        }
        return false;
    }

    private static int line(String text, int at) {
        int n = 1;
        for (int i = 0; i < at; i++) {
            if (text.charAt(i) == '\n') {
                n++;
            }
        }
        return n;
    }

    /** The file's text, or empty for a binary file or one that is gone from the work tree. */
    private static Optional<String> text(String file) {
        Path path = root.resolve(file);
        if (!Files.isRegularFile(path)) {
            return Optional.empty();
        }
        try {
            byte[] bytes = Files.readAllBytes(path);
            for (int i = 0; i < Math.min(bytes.length, 8000); i++) {
                if (bytes[i] == 0) {
                    return Optional.empty();
                }
            }
            return Optional.of(new String(bytes, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The folder of the whole project: the one above this module that holds the parent pom and README. */
    private static Path projectFolder() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("README.md")) && Files.isRegularFile(p.resolve("rules/pom.xml"))) {
                return p;
            }
        }
        throw new IllegalStateException("no project folder above " + here);
    }

    /** The files git tracks, as paths with '/'; without git, every file outside build output. */
    private static List<String> tracked(Path root) throws IOException, InterruptedException {
        try {
            Process git = new ProcessBuilder("git", "ls-files", "-z").directory(root.toFile())
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] out = git.getInputStream().readAllBytes();
            if (git.waitFor() == 0 && out.length > 0) {
                List<String> names = new ArrayList<>();
                for (String name : new String(out, StandardCharsets.UTF_8).split("\0")) {
                    if (!name.isEmpty()) {
                        names.add(name);
                    }
                }
                return names;
            }
        } catch (IOException noGit) {
            // a source archive on a machine without git: walk the folder instead
        }
        Set<String> names = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> !n.startsWith(".git/") && !n.contains("/target/") && !n.startsWith("target/")
                            && !n.contains("node_modules/"))
                    .forEach(names::add);
        }
        return new ArrayList<>(names);
    }
}
