package org.mahjongtally.scoring;

import java.util.List;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Tile;

/**
 * What a hand's tiles are, whatever the reading: how many of each, which suits, whether any
 * honours, whether all are terminals or honours, and how many tiles it was waiting for before
 * the win. Worked out once per hand and shared by every reading the scorer tries.
 */
final class TileFacts {

    private final int[] counts = new int[Tile.PLAYING_KINDS];
    private int suitMask;
    private boolean hasHonours;
    private boolean allMajor = true;
    private boolean allTerminal = true;
    private boolean allHonour = true;
    /** Whether the winning tile was the only one the hand waited for: 1 yes, 0 no, -1 not yet known. */
    private int onlyWait = -1;

    private TileFacts() {
    }

    static TileFacts of(Hand hand) {
        TileFacts facts = new TileFacts();
        List<Tile> concealed = hand.concealed();
        for (int i = 0; i < concealed.size(); i++) {
            facts.see(concealed.get(i), 1);
        }
        List<Meld> declared = hand.declared();
        for (int d = 0; d < declared.size(); d++) {
            Meld m = declared.get(d);
            Tile first = m.first();
            if (m.kind() == Meld.Kind.CHOW) {
                facts.see(first, 1);
                facts.see(Tile.byOrdinal(first.ordinal() + 1), 1);
                facts.see(Tile.byOrdinal(first.ordinal() + 2), 1);
            } else {
                facts.see(first, m.size());
            }
        }
        return facts;
    }

    private void see(Tile t, int n) {
        counts[t.ordinal()] += n;
        if (t.isSuited()) {
            suitMask |= 1 << t.suit().ordinal();
            allHonour = false;
            if (!t.isTerminal()) {
                allMajor = false;
                allTerminal = false;
            }
        } else {
            hasHonours = true;
            allTerminal = false;
        }
    }

    int count(Tile tile) {
        return counts[tile.ordinal()];
    }

    int suitCount() {
        return Integer.bitCount(suitMask);
    }

    boolean hasHonours() {
        return hasHonours;
    }

    boolean allMajor() {
        return allMajor;
    }

    boolean allTerminal() {
        return allTerminal;
    }

    boolean allHonour() {
        return allHonour;
    }

    /**
     * Whether one kind of tile only would have completed the hand these are the tiles of
     * before its winning tile came ({@link Arranger#waitCountBeforeTheWin} is 1): the same for
     * every reading, so it is worked out at most once, and only as far as a second tile.
     */
    boolean onlyOneTileCompletedTheHand(Hand hand) {
        if (onlyWait < 0) {
            onlyWait = Arranger.waitCountBeforeTheWin(hand, 2) == 1 ? 1 : 0;
        }
        return onlyWait == 1;
    }
}
