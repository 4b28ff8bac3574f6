/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.HandRecord;

/**
 * The changes a table makes to a game's hands, as lists: a hand recorded, corrected or deleted.
 * The one place for them, used by the store (whose games live in a database) and by the engine
 * in the browser (whose games live on the phone); each then replays or appends the hands.
 */
public final class GameChanges {

    private GameChanges() {
    }

    /** The hands with one more at the end. */
    public static List<HandRecord> recorded(List<HandRecord> hands, HandRecord hand) {
        List<HandRecord> changed = new ArrayList<>(hands);
        changed.add(hand);
        return changed;
    }

    /**
     * The hands with hand {@code number} (from 1) replaced.
     *
     * @throws GameException if the game has no such hand
     */
    public static List<HandRecord> corrected(String id, List<HandRecord> hands, int number, HandRecord hand) {
        existing(id, hands, number);
        List<HandRecord> changed = new ArrayList<>(hands);
        changed.set(number - 1, hand);
        return changed;
    }

    /**
     * The hands without hand {@code number} (from 1).
     *
     * @throws GameException if the game has no such hand
     */
    public static List<HandRecord> deleted(String id, List<HandRecord> hands, int number) {
        existing(id, hands, number);
        List<HandRecord> changed = new ArrayList<>(hands);
        changed.remove(number - 1);
        return changed;
    }

    /**
     * Hand {@code number} (from 1) of a game.
     *
     * @param id the game's id, for the message
     * @throws GameException saying which hands the game has if it has no such hand
     */
    public static HandRecord existing(String id, List<HandRecord> hands, int number) {
        int count = hands.size();
        if (number < 1 || number > count) {
            throw GameException.badGame(Message.of(JsonProblem.NO_SUCH_HAND, id, count, number));
        }
        return hands.get(number - 1);
    }
}
