/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.StoredGame;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What every {@code tally game} command shares: the database option, {@code --json}, and the
 * store opened for the command and closed after it.
 */
abstract class GameStoreCommand implements Callable<Integer> {

    @Mixin
    DatabaseOption database = new DatabaseOption();

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public final Integer call() {
        try (GameStore store = database.open()) {
            run(store);
        }
        return ExitCodes.OK;
    }

    /** Does the command's work with the store open. */
    abstract void run(GameStore store);

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** Prints text, or the JSON of the game when {@code --json} is given. */
    void print(String text, StoredGame game, Map<String, Object> extra) {
        if (json) {
            out().println(Json.write(gameJson(game, extra)));
        } else {
            out().print(text);
            out().flush();
        }
    }

    /** {@code {"id": ..., extra..., and the whole sheet of GameJson}}. */
    static Map<String, Object> gameJson(StoredGame game, Map<String, Object> extra) {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("id", game.id());
        tree.putAll(extra);
        tree.putAll(GameJson.sheet(game.sheet(), ExitCodes.ENGLISH::reason));
        return tree;
    }
}
