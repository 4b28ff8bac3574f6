/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.Message;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.arrange.ReadingSink;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementGroup;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.Scope;
import org.mahjongtally.scoring.pattern.PatternException;
import org.mahjongtally.scoring.pattern.PatternRule;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.Catalogue;
import org.mahjongtally.scoring.rule.Reading;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.SpecialHandRule;
import org.mahjongtally.scoring.rule.TileFacts;
import org.mahjongtally.tile.Tile;

/**
 * Scores one player's hand under a ruleset (docs/rules.md sections 1-8): tries every reading of the
 * tiles, scores each with every element the ruleset uses, and keeps the reading with the
 * highest final score. A winner also gets the winner-only elements and may score a special
 * hand; a loser who was calling for a special hand may score its fishing value. Pure and
 * thread-safe; one instance per ruleset keeps the ruleset's rules ready.
 */
public final class Scorer {

    private static final boolean[] ALL_ELEMENTS = mask(RuleId.builtIn());
    private static final boolean[] SELF_DRAWN = mask(List.of(RuleId.SELF_DRAWN));
    private static final int MAX_RUNNERS_UP = 5;
    /** Highest total first; of equal totals, the reading with fewer tiles left over. */
    private static final Comparator<Candidate> BEST_FIRST = Comparator.comparingLong(Candidate::total).reversed()
            .thenComparingInt(c -> c.reading().leftoverCount());
    private static final ScorerCache CACHE = new ScorerCache();

    private final Ruleset ruleset;
    private final Element[] elements = new Element[RuleId.builtInCount()];
    /** The elements a loser may score (scope every player, or losers' purity), by ordinal. */
    private final Element[] loserElements = new Element[RuleId.builtInCount()];
    /** The ruleset's elements of the bonus tiles group. */
    private final boolean[] bonusElements = new boolean[RuleId.builtInCount()];
    /** The ruleset's elements outside the bonus tiles group: a hand's own points. */
    private final boolean[] handElements = new boolean[RuleId.builtInCount()];
    /** Of those, the ones every player scores: the points a calling loser's hand has. */
    private final boolean[] losersHandElements = new boolean[RuleId.builtInCount()];
    /** The ways of going out whose doubles count on a special hand too (see {@link #special}). */
    private final boolean[] specialHandDoubles = new boolean[RuleId.builtInCount()];
    private final ScoringRule[] winnerRules;
    private final ScoringRule[] loserRules;
    private final SpecialHandRule[] specialHands;
    /** The element of each special hand, in the order of {@link #specialHands}. */
    private final Element[] specialElements;
    /** The special hands that are not four sets and a pair, tried on the tiles read as no sets. */
    private final SpecialHandRule[] irregularHands;
    /** Whether each of {@link #irregularHands} has a fishing value. */
    private final boolean[] irregularFishing;
    private final boolean anyIrregular;
    private final boolean anyFishing;
    private final boolean sevenPairs;

    /**
     * A scorer for this ruleset.
     *
     * @throws IllegalArgumentException if the ruleset names an element without a rule
     */
    public Scorer(Ruleset ruleset) {
        this.ruleset = ruleset;
        List<ScoringRule> winner = new ArrayList<>();
        List<ScoringRule> loser = new ArrayList<>();
        List<SpecialHandRule> special = new ArrayList<>();
        for (Element e : ruleset.elements().values()) {
            RuleId id = e.id();
            group(e);
            if (id.kind() == ElementKind.SPECIAL_HAND) {
                special.add(specialHandRule(e));
                continue;
            }
            ScoringRule rule = Catalogue.rule(id).orElseThrow(() -> missing(id));
            elements[id.index()] = e;
            addOnce(winner, rule);
            if (e.scope() == Scope.EVERY_PLAYER
                    || ruleset.scoring().losersPurity() && e.in(ElementGroup.LOSERS_PURITY)) {
                loserElements[id.index()] = e;
                addOnce(loser, rule);
            }
        }
        this.winnerRules = winner.toArray(ScoringRule[]::new);
        this.loserRules = loser.toArray(ScoringRule[]::new);
        this.specialHands = special.toArray(SpecialHandRule[]::new);
        this.specialElements = new Element[specialHands.length];
        for (int i = 0; i < specialHands.length; i++) {
            specialElements[i] = ruleset.elements().get(specialHands[i].id());
        }
        this.irregularHands = special.stream().filter(SpecialHandRule::irregular).toArray(SpecialHandRule[]::new);
        this.irregularFishing = new boolean[irregularHands.length];
        for (int i = 0; i < irregularHands.length; i++) {
            irregularFishing[i] = ruleset.elements().get(irregularHands[i].id()).fishingPercent() > 0;
        }
        this.anyIrregular = irregularHands.length > 0;
        this.anyFishing = ruleset.elements().values().stream()
                .anyMatch(e -> e.id().kind() == ElementKind.SPECIAL_HAND && e.fishingPercent() > 0);
        this.sevenPairs = ruleset.has(RuleId.SEVEN_PAIRS);
    }

    /** Sorts an element into the groups the scorer adds up apart. */
    private void group(Element e) {
        int i = e.id().index();
        if (i < 0) {
            return;
        }
        if (e.in(ElementGroup.BONUS_TILES)) {
            bonusElements[i] = true;
        } else {
            handElements[i] = true;
            if (e.scope() == Scope.EVERY_PLAYER) {
                losersHandElements[i] = true;
            }
        }
        if (e.in(ElementGroup.DOUBLES_SPECIAL_HANDS)) {
            specialHandDoubles[i] = true;
        }
    }

    /** By {@link RuleId#index()}, which of the built-in elements are these. */
    private static boolean[] mask(List<RuleId> ids) {
        boolean[] mask = new boolean[RuleId.builtInCount()];
        ids.forEach(id -> mask[id.index()] = true);
        return mask;
    }

    /** Adds a rule unless it is already there (one rule may give several elements). */
    private static void addOnce(List<ScoringRule> rules, ScoringRule rule) {
        if (!rules.contains(rule)) {
            rules.add(rule);
        }
    }

    /** What recognises a special hand: its pattern (docs/special-hands.md). */
    private static SpecialHandRule specialHandRule(Element e) {
        if (!e.hasPattern()) {
            throw missing(e.id());
        }
        try {
            return PatternRule.of(e.id(), e.pattern());
        } catch (PatternException bad) {
            throw new IllegalArgumentException("the pattern of " + e.id().id() + " is not a pattern: "
                    + bad.getMessage(), bad);
        }
    }

    private static IllegalArgumentException missing(RuleId id) {
        return new IllegalArgumentException("no scoring rule for element " + id.id());
    }

    /**
     * The scorer of a ruleset, shared: a scorer is immutable and safe to share, and making one
     * sorts out every element's rule. Scorers are kept for the rulesets in use, found by the
     * rules themselves (never by the ruleset's hash, which its maker supplies), and the least
     * recently used is dropped when many are (see {@link ScorerCache}).
     */
    public static Scorer of(Ruleset ruleset) {
        return CACHE.of(ruleset);
    }

    /** Scores a hand under a ruleset, reusing the scorer of that ruleset. */
    public static ScoreResult score(Hand hand, Ruleset ruleset) {
        return of(ruleset).score(hand);
    }

    /** The ruleset this scorer uses. */
    public Ruleset ruleset() {
        return ruleset;
    }

    /**
     * Scores one player's hand.
     *
     * @return the score sheet, or {@link NotAWinningHand} for a declared win whose tiles make
     *     no winning hand under the ruleset
     * @throws InvalidHandException if the seat rules out the way of winning or a flag
     *     ({@link WinContext#requirePossibleForSeat})
     */
    public ScoreResult score(Hand hand) {
        hand.context().requirePossibleForSeat();
        return scoreAsBooked(hand);
    }

    /**
     * Scores one player's hand as a booked hand is scored: like {@link #score}, but without
     * refusing a way of winning or a flag that the seat rules out. A hand booked before such ways
     * were refused (a win with East's dealt hand for South, say) is scored as it was when it was
     * booked, so that a game replayed gives the balances its players settled (docs/notation.md,
     * "Hands already booked"). Only for replaying booked hands; a hand being entered is
     * checked first ({@link WinContext#requirePossibleForSeat}).
     *
     * @return the score sheet, or {@link NotAWinningHand} as {@link #score}
     */
    public ScoreResult scoreAsBooked(Hand hand) {
        return hand.isWinner() ? scoreWinner(hand) : scoreLoser(hand);
    }

    private ScoreResult scoreWinner(Hand hand) {
        WinnerReadings readings = winningReadings(hand);
        if (readings.candidates.isEmpty()) {
            return new NotAWinningHand(hand, ruleset.id(), notWinningReason(readings.fewestChowsRefused));
        }
        return sheet(hand, readings.candidates);
    }

    /**
     * The score sheet of a declared win, or null if its tiles make no winning hand: for the
     * waits of a calling hand, which try every tile and throw away those that do not complete
     * it, so that the reason a hand is not a winning hand is never written for them.
     */
    ScoreSheet sheetIfWinning(Hand hand) {
        WinnerReadings readings = winningReadings(hand);
        return readings.candidates.isEmpty() ? null : sheet(hand, readings.candidates);
    }

    /** Every reading of a declared win, scored. */
    private WinnerReadings winningReadings(Hand hand) {
        WinnerReadings readings = new WinnerReadings(new ScoringView(hand, TileFacts.of(hand), ruleset));
        Arranger.forEachWinningReading(hand, readings);
        List<Candidate> candidates = readings.candidates;
        if (sevenPairs) {
            SevenPairsReading.of(hand).ifPresent(
                    a -> candidates.add(best(readings.view.read(a), winnerRules)));
        }
        if (anyIrregular) {
            irregular(hand, readings.view).ifPresent(candidates::add);
        }
        return readings;
    }

    /**
     * Scores each reading of a winning hand as the arrangement search finds it, on one view
     * that moves from reading to reading, and keeps what each scored.
     */
    private final class WinnerReadings implements ReadingSink {

        private final ScoringView view;
        private final List<Candidate> candidates = new ArrayList<>(4);
        private int fewestChowsRefused = Integer.MAX_VALUE;

        WinnerReadings(ScoringView view) {
            this.view = view;
        }

        @Override
        public void reading(Meld[] melds, Meld winningSet) {
            view.readSetsAndPair(melds, winningSet);
            if (view.chows() > ruleset.scoring().maxChows()) {
                fewestChowsRefused = Math.min(fewestChowsRefused, view.chows());
                return;
            }
            candidates.add(best(view, winnerRules));
        }
    }

    private Message notWinningReason(int chows) {
        if (chows != Integer.MAX_VALUE) {
            return Message.of(NotWinningReason.TOO_MANY_CHOWS, ruleset.id(), chows, ruleset.scoring().maxChows());
        }
        return Message.of(NotWinningReason.NO_WINNING_SHAPE, ruleset.id());
    }

    private Optional<Candidate> irregular(Hand hand, ScoringView view) {
        if (!hand.declared().isEmpty()) {
            return Optional.empty();
        }
        view.read(irregularReading(hand));
        for (SpecialHandRule rule : irregularHands) {
            if (rule.matches(view)) {
                return special(view, ordinary(view, winnerRules).awards(), false, 0);
            }
        }
        return Optional.empty();
    }

    /** The tiles read as no sets at all, for the irregular special hands. */
    private static Arrangement irregularReading(Hand hand) {
        return new Arrangement(Shape.IRREGULAR, List.of(), Optional.empty(), hand.concealed());
    }

    private ScoreResult scoreLoser(Hand hand) {
        List<Candidate> candidates = new ArrayList<>();
        ScoringView view = new ScoringView(hand, TileFacts.of(hand), ruleset);
        long heldPoints = 0;
        for (Arrangement a : Arranger.partial(hand, ruleset.scoring().losersScoreEveryPair())) {
            Candidate c = ordinary(view.read(a), loserRules);
            candidates.add(c);
            heldPoints = Math.max(heldPoints, c.awards().pointsOf(losersHandElements));
        }
        if (anyFishing && hand.handSize() == 13) {
            fishing(hand, heldPoints).ifPresent(candidates::add);
        }
        return sheet(hand, candidates);
    }

    /**
     * The best fishing value of a loser calling for a special hand: for every tile that would
     * complete it, the special hands the completed hand would be.
     *
     * @param heldPoints the basic points of the tiles the caller holds, read at their best
     */
    private Optional<Candidate> fishing(Hand hand, long heldPoints) {
        FishingReadings fish = new FishingReadings(partialOf(hand), heldPoints);
        boolean irregularPossible = anyIrregular && hand.declared().isEmpty();
        Set<Tile> completing = irregularPossible ? Set.of() : Arranger.tilesCompletingSetsAndPair(hand);
        for (Tile t : Tile.playing()) {
            if (!irregularPossible && !completing.contains(t)) {
                continue;
            }
            Hand completed = completedWith(hand, t);
            if (completed == null) {
                continue;
            }
            ScoringView view = new ScoringView(completed, TileFacts.of(completed), ruleset);
            fish.view = view;
            Arranger.forEachWinningReading(completed, fish);
            view.read(irregularReading(completed));
            if (isIrregularFishingHand(view)) {
                fish.consider(view);
            }
        }
        return Optional.ofNullable(fish.best);
    }

    /** Keeps the best fishing value over the readings of the hands a calling hand could become. */
    private final class FishingReadings implements ReadingSink {

        private final Arrangement callingReading;
        private final long heldPoints;
        private ScoringView view;
        private Candidate best;

        FishingReadings(Arrangement callingReading, long heldPoints) {
            this.callingReading = callingReading;
            this.heldPoints = heldPoints;
        }

        @Override
        public void reading(Meld[] melds, Meld winningSet) {
            consider(view.readSetsAndPair(melds, winningSet));
        }

        void consider(ScoringView reading) {
            Optional<Candidate> fish = special(reading, ordinary(reading, loserRules).awards(), true, heldPoints);
            if (fish.isPresent() && (best == null || fish.get().total() > best.total())) {
                best = fish.get().readAs(callingReading);
            }
        }
    }

    /** Whether the tiles read as no sets make an irregular special hand that a caller may fish for. */
    private boolean isIrregularFishingHand(ScoringView view) {
        for (int i = 0; i < irregularHands.length; i++) {
            if (irregularFishing[i] && irregularHands[i].matches(view)) {
                return true;
            }
        }
        return false;
    }

    private static Arrangement partialOf(Hand hand) {
        return new Arrangement(Shape.PARTIAL, hand.declared(), Optional.empty(), hand.concealed());
    }

    /** The hand completed by {@code t} as a win on a discard, or null if it cannot take it. */
    static Hand completedWith(Hand calling, Tile t) {
        List<Tile> tiles = new ArrayList<>(calling.concealed());
        tiles.add(t);
        try {
            return Hand.of(calling.declared(), tiles, calling.bonus(),
                    calling.context().withWin(t, WinMethod.DISCARD));
        } catch (InvalidHandException fifthTile) {
            return null;
        }
    }

    private Candidate best(ScoringView view, ScoringRule[] rules) {
        Candidate ordinary = ordinary(view, rules);
        if (!view.isWinner()) {
            return ordinary;
        }
        Candidate special = special(view, ordinary.awards(), false, 0).orElse(null);
        return special != null && special.total() >= ordinary.total() ? special : ordinary;
    }

    /** The reading scored as an ordinary hand by these rules: the winner's or the loser's. */
    private Candidate ordinary(ScoringView view, ScoringRule[] rules) {
        Awards awards = new Awards(rules == winnerRules ? elements : loserElements);
        for (ScoringRule rule : rules) {
            rule.apply(view, awards);
        }
        long points = awards.points();
        int doubles = awards.doubles();
        long basic = ruleset.scoring().rounding().basic(points);
        long raw = ruleset.scoring().rounding().total(doubled(basic, doubles));
        long total = ruleset.settlement().limit().apply(raw);
        return new Candidate(view.keep(), points, doubles, null, total, total < raw, awards);
    }

    /**
     * The best special hand this reading makes, valued as docs/rules.md §8.1 says: a share of the
     * limit (or the basic points times the hand's own doubles, for Purity), plus the bonus
     * tiles scored separately with their own doubles, capped at the limit. For a loser
     * ({@code fishing}), the share is the fishing value.
     *
     * <p>Going out with the final discard is the one way of going out that still doubles a
     * special hand: Purity's basic score is doubled 4 times instead of 3 (BMJA special hands
     * page, Purity: "it's always 3 (unless the player goes Mah-Jong with the final discard)"),
     * and the bonus tiles' subtotal of any special hand is doubled once more (BMJA corrections
     * and clarifications page, mahjongbritishrules.wordpress.com/books/ktg-corrections-and-
     * clarifications, as docs/rules.md §8.1 records it). The doubles are the ruleset's
     * {@code last-discard} element, so a ruleset without that element has neither.
     *
     * <p>A loser fishing for a hand valued by its own doubles (Purity) doubles the basic score
     * of the tiles he holds, not of the hand he would have made: the BMJA special hands page
     * (mahjongbritishrules.wordpress.com/scoring/special-hands, Purity) gives "Score when
     * fishing: Double three times or intrinsic value, if greater" and says that the basic score
     * "includes the 20 points for going Mah-Jong (but, obviously, not if you are fishing)"; a
     * player's basic score is the points of his own sets, pairs and bonus tiles (its glossary,
     * "Base/Basic score"), and the tile he waited for never came, so the set it would have
     * completed is not his.
     *
     * @param heldPoints for a loser ({@code fishing}), the basic points of the tiles he holds
     */
    private Optional<Candidate> special(ScoringView view, Awards awards, boolean fishing, long heldPoints) {
        Candidate best = null;
        int finalDiscard = awards.doublesOf(specialHandDoubles);
        for (int i = 0; i < specialHands.length; i++) {
            Element e = specialElements[i];
            if ((fishing && e.fishingPercent() == 0) || !specialHands[i].matches(view)) {
                continue;
            }
            long value;
            if (e.limitPercent() > 0 || fishing && e.doubles() == 0) {
                value = ruleset.limitValue() * (fishing ? e.fishingPercent() : e.limitPercent()) / 100;
            } else if (e.doubles() == 0) {
                value = e.points();
            } else {
                long points = fishing ? heldPoints : awards.pointsOf(handElements) + kongBoxPoints(view, awards);
                value = doubled(points, e.doubles() + finalDiscard);
            }
            long bonus = ruleset.scoring().bonusOnSpecialHands()
                    ? doubled(awards.pointsOf(bonusElements), awards.doublesOf(bonusElements) + finalDiscard) : 0;
            long raw = value + bonus;
            long total = ruleset.settlement().limit().apply(raw);
            if (best == null || total > best.total()) {
                Award line = new Award(e.id(), e.name(), value, 0, "", fishing);
                best = new Candidate(view.keep(), raw, 0, line, total, total < raw, awards);
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * The self-drawn points for a winning tile from the kong box, which a hand valued by its
     * own doubles gets even where ordinary hands do not ({@code selfDrawnIncludesLooseTile}
     * false): BMJA special hands page, Purity, "an extra 2 points if the winning tile is drawn
     * from the wall (the live wall or the kong box)". Zero when the ordinary scoring already
     * gave them.
     */
    private long kongBoxPoints(ScoringView view, Awards awards) {
        boolean given = awards.pointsOf(SELF_DRAWN) > 0;
        return !given && view.isWinner() && view.method() == WinMethod.LOOSE ? ruleset.points(RuleId.SELF_DRAWN) : 0;
    }

    /** {@code points × 2^doubles}, saturating far above any limit instead of overflowing. */
    static long doubled(long points, int doubles) {
        if (points == 0) {
            return 0;
        }
        if (doubles >= 40 || points >= (1L << 40)) {
            return Math.min(Long.MAX_VALUE / 4, points << Math.min(doubles, 20));
        }
        return points << doubles;
    }

    private ScoreSheet sheet(Hand hand, List<Candidate> candidates) {
        candidates.sort(BEST_FIRST);
        Candidate best = candidates.get(0);
        if (candidates.size() == 1) {
            return sheet(hand, best, List.of());
        }
        List<Alternative> runnersUp = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        seen.add(best.notation() + best.limitHand());
        for (int i = 1; i < candidates.size() && runnersUp.size() < MAX_RUNNERS_UP; i++) {
            Candidate c = candidates.get(i);
            if (seen.add(c.notation() + c.limitHand())) {
                runnersUp.add(new Alternative(c.notation(), c.total(), c.limitHand(), c.calling()));
            }
        }
        return sheet(hand, best, runnersUp);
    }

    private ScoreSheet sheet(Hand hand, Candidate best, List<Alternative> runnersUp) {
        return new ScoreSheet(hand, ruleset.id(), best.reading().arrangement(), best.points(), best.doubles(),
                best.limitHand(), best.calling(), best.total(), best.limited(), OnDemandList.of(() -> lines(best)), runnersUp);
    }

    /** The score sheet's lines: every element that counted, or the special hand and the bonus tiles. */
    private List<Award> lines(Candidate c) {
        if (c.specialLine() == null) {
            return c.awards().lines(ALL_ELEMENTS);
        }
        List<Award> lines = new ArrayList<>();
        lines.add(c.specialLine());
        boolean bonus = ruleset.scoring().bonusOnSpecialHands() && c.awards().pointsOf(bonusElements) > 0;
        if (bonus) {
            lines.addAll(c.awards().lines(bonusElements));
        }
        if (bonus || ruleset.elements().get(c.specialLine().element()).doubles() > 0) {
            lines.addAll(c.awards().lines(specialHandDoubles));
        }
        return lines;
    }

    /**
     * One reading of a hand, scored: as an ordinary hand ({@code specialLine} null) or as the
     * special hand of {@code specialLine}. Its lines are written out only if it is shown.
     */
    private record Candidate(Reading reading, long points, int doubles, Award specialLine,
            long total, boolean limited, Awards awards) {

        String notation() {
            return reading.arrangement().notation();
        }

        Optional<String> limitHand() {
            return specialLine == null ? Optional.empty() : Optional.of(specialLine.name());
        }

        boolean calling() {
            return specialLine != null && specialLine.calling();
        }

        Candidate readAs(Arrangement other) {
            return new Candidate(Reading.of(other), points, doubles, specialLine, total, limited, awards);
        }
    }
}
