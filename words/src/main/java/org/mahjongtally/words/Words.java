/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongtally.Message;
import org.mahjongtally.MessageKey;
import org.mahjongtally.TallyException;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.Transfer;
import org.mahjongtally.tile.Wind;

/**
 * Core's messages in one language: {@code Words.in(Language.POLISH).render(exception)}. It
 * finds the {@link Phrasebook} of the message key's enum, puts the position in front when the
 * message has one ({@code at position 5: }) and renders nested messages in the same language.
 *
 * <p>The built-in phrasebooks cover core's areas; an adapter adds those of its own keys (which
 * this module cannot know) with {@link #with}. Immutable; cheap to build.
 */
public final class Words {

    private final Language language;
    private final Map<Class<?>, Phrasebook<?>> phrasebooks;

    private Words(Language language, Map<Class<?>, Phrasebook<?>> phrasebooks) {
        this.language = language;
        this.phrasebooks = phrasebooks;
    }

    /** Core's messages in this language. */
    public static Words in(Language language) {
        return new Words(language, Map.of()).with(builtIn(language).toArray(new Phrasebook<?>[0]));
    }

    /**
     * These words and the given phrasebooks, for keys of an adapter's own.
     *
     * @throws IllegalArgumentException if one is in another language or for keys already covered
     */
    public Words with(Phrasebook<?>... more) {
        Map<Class<?>, Phrasebook<?>> all = new HashMap<>(phrasebooks);
        for (Phrasebook<?> p : more) {
            if (p.language() != language) {
                throw new IllegalArgumentException(p + " writes " + p.language() + ", not " + language);
            }
            if (all.putIfAbsent(p.keys(), p) != null) {
                throw new IllegalArgumentException(p.keys().getSimpleName() + " has words already");
            }
        }
        return new Words(language, Map.copyOf(all));
    }

    /** The language these words are in. */
    public Language language() {
        return language;
    }

    /** The enums of keys these words cover. */
    public Set<Class<?>> keyTypes() {
        return phrasebooks.keySet();
    }

    /** The exception's message in words. */
    public String render(TallyException e) {
        return render(e.message());
    }

    /**
     * The message in words: {@code at position N: } (in this language) if it has a position,
     * then its text.
     *
     * @throws IllegalArgumentException if no phrasebook covers its key
     */
    public String render(Message message) {
        String text = text(message.key(), new Args(message, this));
        return message.position() >= 0 ? atPosition(message.position()) + text : text;
    }

    private String text(MessageKey key, Args args) {
        if (!(key instanceof Enum<?> constant)) {
            throw new IllegalArgumentException("a message key is a constant of an enum, not " + key);
        }
        Phrasebook<?> phrasebook = phrasebooks.get(constant.getDeclaringClass());
        if (phrasebook == null) {
            throw new IllegalArgumentException("no words in " + language + " for " + constant.getDeclaringClass());
        }
        return textOf(phrasebook, key, args);
    }

    private static <K extends Enum<K> & MessageKey> String textOf(Phrasebook<K> phrasebook, MessageKey key, Args args) {
        return phrasebook.text(phrasebook.keys().cast(key), args);
    }

    /** The payment as the table says it: {@code "West pays East 64"}. */
    public String sentence(Payment payment) {
        return pays(payment.from(), payment.to(), payment.amount());
    }

    /** The transfer as the table says it: {@code "South pays North 284"}. */
    public String sentence(Transfer transfer) {
        return pays(transfer.from(), transfer.to(), transfer.amount());
    }

    /** Who pays whom how much: {@code "West pays East 64"}. */
    public String pays(Wind from, Wind to, long amount) {
        return PaymentWords.of(language).pays(from, to, amount);
    }

    /** The arithmetic of a payment's amount: {@code "2 × (80 - 12), East doubles"}. */
    public String reason(Payment payment) {
        return PaymentWords.of(language).reason(payment);
    }

    /** The seat's wind by name: {@code East}, {@code Wschód}, {@code Восток}. */
    public String wind(Wind wind) {
        return Winds.name(wind, language);
    }

    private String atPosition(int position) {
        return switch (language) {
            case ENGLISH -> "at position " + position + ": ";
            case POLISH -> "na pozycji " + position + ": ";
            case RUSSIAN -> "в позиции " + position + ": ";
        };
    }

    /** The phrasebooks of core's areas; a new area adds its three here. */
    private static List<Phrasebook<?>> builtIn(Language language) {
        return switch (language) {
            case ENGLISH -> List.of(new NotationEnglish(), new HandEnglish(), new RulesetEnglish(), new SettlementEnglish(),
                    new GameEnglish(), new ScoringEnglish(), new ScoringLabelEnglish(), new PatternEnglish(),
                    new PatternMissEnglish());
            case POLISH -> List.of(new NotationPolish(), new HandPolish(), new RulesetPolish(), new SettlementPolish(),
                    new GamePolish(), new ScoringPolish(), new ScoringLabelPolish(), new PatternPolish(),
                    new PatternMissPolish());
            case RUSSIAN -> List.of(new NotationRussian(), new HandRussian(), new RulesetRussian(), new SettlementRussian(),
                    new GameRussian(), new ScoringRussian(), new ScoringLabelRussian(), new PatternRussian(),
                    new PatternMissRussian());
        };
    }
}
