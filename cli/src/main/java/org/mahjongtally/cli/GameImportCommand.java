/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.game.Bound;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.store.GameExport;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.NewGame;
import org.mahjongtally.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally game import}: stores a game from a file written by {@code tally game export}. */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = {"Import a game from a file written by 'tally game export'.",
            "FILE is the JSON file, or - for standard input. The game gets a new id; its",
            "rules are those in the file, whatever the presets say now. Every hand is",
            "checked first: a game that does not replay is not stored at all. Prints the",
            "game's edit link (shown only then) and its read-only link for the club server's page."})
final class GameImportCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "The game file, or - for standard input.")
    String file;

    @Option(names = "--club-url", paramLabel = "ADDRESS",
            description = "The address of the club server's page, e.g. http://192.168.1.10:7070/, to print"
                    + " the game's links whole (default: the links after CLUB-SERVER/).")
    String clubUrl;

    @Override
    void run(GameStore store) {
        ClubLinks links = ClubLinks.under(clubUrl);
        GameFileJson.Contents contents = GameExport.fromJson(read());
        NewGame imported = store.importNew(contents.setup(), contents.hands());
        StoredGame game = imported.game();
        Map<String, Object> extra = new LinkedHashMap<>();
        contents.exportedId().ifPresent(old -> extra.put("importedFrom", old));
        extra.putAll(links.json(imported));
        String nl = System.lineSeparator();
        String text = "Imported game " + contents.exportedId().map(old -> old + " ").orElse("") + "as " + game.id()
                + ": " + String.join(", ", game.setup().players()) + ", " + game.hands().size() + " hands." + nl
                + GameText.rules(game.setup()) + nl + GameText.next(game.sheet()) + nl
                + links.text(imported);
        print(text, game, extra);
    }

    /**
     * The file's text, read up to {@link GameFileJson#MAX_BYTES}: read, not trusted from its size,
     * since a device such as {@code /dev/zero} or a pipe says 0 and never ends.
     */
    private String read() {
        try {
            byte[] bytes;
            if (file.equals("-")) {
                bytes = System.in.readNBytes(GameFileJson.MAX_BYTES + 1);
            } else {
                try (InputStream in = Files.newInputStream(Path.of(file))) {
                    bytes = in.readNBytes(GameFileJson.MAX_BYTES + 1);
                }
            }
            if (bytes.length > GameFileJson.MAX_BYTES) {
                throw new UsageException("cannot read " + file + ": the game file is larger than "
                        + GameFileJson.MAX_BYTES / 1024 + " KB; a game of " + Bound.HANDS.most()
                        + " hands, the most a game may have, is smaller, so check that this is a game file written by"
                        + " Mahjong Tally");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (NoSuchFileException | InvalidPathException e) {
            throw new UsageException("cannot read " + file + ": there is no such file");
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
    }
}
