/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.mahjongtally.Message;
import org.mahjongtally.ruleset.Ruleset;

/**
 * Turns a ruleset file into a {@link Ruleset}: reads it, checks it on its own, resolves the
 * ruleset it {@code extends} (a preset by id, or a file by a path relative to this one, with
 * cycles reported), lays it over that ruleset and checks the result. Every problem of the
 * file, and of the files it extends, ends up in one {@link RulesetException}; nothing is
 * returned unless the whole chain is sound.
 */
final class RulesetLoader {

    /** Where the loader finds presets; {@link Rulesets} answers with its cache. */
    interface Presets {

        /** The ids of the shipped presets. */
        List<String> ids();

        /**
         * The resolved preset.
         *
         * @param chain the files being loaded that lead to this one, to find cycles
         * @throws RulesetException if the preset or a ruleset it extends has problems
         */
        Ruleset get(String id, List<RulesetSource> chain);

        /**
         * Whether a ruleset may extend another at all: not one written out in full, as a game
         * file keeps it.
         */
        default boolean extendable() {
            return true;
        }
    }

    private final Presets presets;

    RulesetLoader(Presets presets) {
        this.presets = presets;
    }

    /**
     * Loads a file.
     *
     * @param chain the files whose {@code extends} led here, outermost first
     * @throws RulesetException listing every problem
     */
    Ruleset load(RulesetSource source, List<RulesetSource> chain) {
        Problems problems = new Problems(source.fileName());
        if (source.text().length() > RulesetLimits.MAX_CHARS) {
            problems.add(0, RulesetIssue.TEXT_TOO_LARGE, source.text().length(), RulesetLimits.MAX_CHARS);
            problems.throwIfAny();
        }
        TomlDocument doc = TomlReader.read(source.text(), problems);
        if (doc.cutAt() > 0) {
            // Not a ruleset, or not one a person wrote: the one problem that says so, not thousands.
            throw new RulesetException(List.of(new RulesetProblem(source.fileName(), doc.cutAt(),
                    Message.of(RulesetIssue.TOO_MANY_ENTRIES, RulesetLimits.MAX_ENTRIES))));
        }
        RulesetFile file = RulesetFile.read(doc, problems);
        if (!source.key().startsWith("preset:")) {
            file.id().filter(presets.ids()::contains).ifPresent(id -> problems.add(
                    file.idLine(), RulesetIssue.PRESET_ID, id));
        }
        List<RulesetSource> inner = new ArrayList<>(chain);
        inner.add(source);
        Optional<Ruleset> base = Optional.empty();
        if (file.extendsRef().isPresent()) {
            base = base(file.extendsRef().get(), source, inner, problems);
        }
        boolean baseKnown = file.extendsRef().isEmpty() || base.isPresent();
        Optional<Ruleset> merged = RulesetMerge.apply(file, base, baseKnown, problems);
        problems.throwIfAny();
        return merged.orElseThrow();
    }

    private Optional<Ruleset> base(TomlValue ref, RulesetSource source,
            List<RulesetSource> chain, Problems problems) {
        String target = ((String) ref.value()).strip();
        if (!presets.extendable()) {
            problems.add(ref.line(), RulesetIssue.EXTENDS_IN_FULL_RULESET, TomlReader.shown(target));
            return Optional.empty();
        }
        if (!presets.ids().contains(target) && !isFileName(target)) {
            problems.add(ref.line(), RulesetIssue.EXTENDS_NOT_A_NAME, TomlReader.shown(target),
                    String.join(", ", presets.ids()));
            return Optional.empty();
        }
        if (chain.size() >= RulesetLimits.MAX_CHAIN) {
            problems.add(ref.line(), RulesetIssue.CHAIN_TOO_LONG, RulesetLimits.MAX_CHAIN, chain.stream()
                    .map(RulesetSource::fileName).collect(Collectors.joining(" -> ")) + " -> " + target);
            return Optional.empty();
        }
        try {
            if (presets.ids().contains(target)) {
                return cycle(RulesetSource.presetKey(target), target + ".toml", chain, ref,
                        problems) ? Optional.empty() : Optional.of(presets.get(target, chain));
            }
            if (source.folder().isEmpty()) {
                problems.add(ref.line(), RulesetIssue.NOT_A_PRESET, target, String.join(", ", presets.ids()));
                return Optional.empty();
            }
            RulesetFolder folder = source.folder().get();
            Optional<RulesetSource> file = folder.read(target);
            if (file.isEmpty()) {
                problems.add(ref.line(), RulesetIssue.NEITHER_PRESET_NOR_FILE, target,
                        String.join(", ", presets.ids()), folder.locate(target));
                return Optional.empty();
            }
            RulesetSource next = file.get();
            return cycle(next.key(), next.fileName(), chain, ref, problems)
                    ? Optional.empty() : Optional.of(load(next, chain));
        } catch (IOException e) {
            problems.add(ref.line(), RulesetIssue.EXTENDS_UNREADABLE, target, RulesetFiles.reason(e));
        } catch (RulesetException e) {
            problems.addInherited(e.problems());
        }
        return Optional.empty();
    }

    /**
     * Whether {@code extends} names a file as it may: by its name alone, in the folder of the file
     * that extends it; no path ({@code /}, {@code \\}, {@code ..}), no control character.
     */
    static boolean isFileName(String target) {
        if (target.isEmpty() || target.equals(".") || target.equals("..")) {
            return false;
        }
        for (int i = 0; i < target.length(); i++) {
            char c = target.charAt(i);
            if (c == '/' || c == '\\' || c == ':' || Character.isISOControl(c)) {
                return false;
            }
        }
        return true;
    }

    /** Reports an {@code extends} that leads back to a file already being loaded. */
    private static boolean cycle(String key, String fileName, List<RulesetSource> chain,
            TomlValue ref, Problems problems) {
        for (int i = 0; i < chain.size(); i++) {
            if (chain.get(i).key().equals(key)) {
                String path = chain.subList(i, chain.size()).stream()
                        .map(RulesetSource::fileName).collect(Collectors.joining(" -> "));
                problems.add(ref.line(), RulesetIssue.CYCLE, path, fileName);
                return true;
            }
        }
        return false;
    }
}
