/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;

/**
 * The one place where names are normalised with Unicode's tables, on the
 * adapters' side because core is compiled to JavaScript with TeaVM, which has no
 * {@link Normalizer} (core's own checks are {@link org.mahjongtally.game.PlayerNames}). A name is
 * kept in NFC, so that {@code José} typed with one code point or with {@code e} and a combining
 * accent is kept alike; two names are the same name when their {@link #key keys} are equal, so
 * that look-alikes ({@code Ａnn} in full-width letters and {@code Ann}, {@code ANN} and
 * {@code ann}) cannot be two players of one game or two players of the club.
 */
public final class NameForms {

    private NameForms() {
    }

    /** The text in Unicode's composed form (NFC). */
    public static String nfc(String text) {
        return Normalizer.isNormalized(text, Normalizer.Form.NFC) ? text : Normalizer.normalize(text, Normalizer.Form.NFC);
    }

    /**
     * The form in which names are compared: compatibility-composed (NFKC), in lower case, without
     * format characters (zero-width spaces and joiners). Lower case, not a full case fold (which
     * would make {@code ß} {@code ss}): a club's names kept before this key was (in lower case
     * only) keep the key they have, unless they hold compatibility or format characters.
     */
    public static String key(String name) {
        String k = Normalizer.normalize(name, Normalizer.Form.NFKC);
        k = Normalizer.normalize(k.toLowerCase(Locale.ROOT), Normalizer.Form.NFKC);
        StringBuilder out = new StringBuilder(k.length());
        k.codePoints().filter(c -> Character.getType(c) != Character.FORMAT).forEach(out::appendCodePoint);
        return out.toString();
    }

    /**
     * The setup with its players' names in NFC, once no two of them are the same name.
     *
     * @throws GameException ({@link GameProblem#SAME_NAME}) for two look-alike names
     */
    public static GameSetup normalized(GameSetup setup) {
        List<String> names = setup.players().stream().map(NameForms::nfc).toList();
        Map<String, String> seen = new HashMap<>();
        for (String name : names) {
            if (seen.putIfAbsent(key(name), name) != null) {
                throw GameException.badGame(Message.of(GameProblem.SAME_NAME, name));
            }
        }
        return names.equals(setup.players()) ? setup : new GameSetup(names, setup.ruleset(), setup.options());
    }

    /**
     * The hand with the names it gives in NFC, so that a name typed with a combining accent
     * finds the player whose name was typed composed.
     *
     * @throws GameException ({@link GameProblem#GIVEN_TWICE}) if two entries are then one name
     */
    public static HandRecord normalized(HandRecord hand) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        hand.entries().forEach((name, entry) -> {
            if (entries.putIfAbsent(nfc(name), entry) != null) {
                throw GameException.badGame(Message.of(GameProblem.GIVEN_TWICE, nfc(name)));
            }
        });
        List<Penalty> penalties = hand.penalties().stream().map(p -> new Penalty(p.amount(),
                p.payers().stream().map(NameForms::nfc).toList(), p.payees().stream().map(NameForms::nfc).toList(),
                p.reason())).toList();
        return new HandRecord(hand.winner().map(NameForms::nfc), hand.discarder().map(NameForms::nfc),
                hand.payForAll(), entries, penalties);
    }
}
