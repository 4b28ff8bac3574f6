/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
/**
 * Core's messages in words: English, Polish and Russian. Core never writes a sentence; an error
 * carries an {@link org.mahjongtally.ErrorCode} and a {@link org.mahjongtally.Message} (a key of
 * an area's enum and typed parameter values), and the adapters render it here: the CLI in
 * English, the API in the language of {@code Accept-Language} ({@link Language#fromAcceptLanguage}).
 * Pure Java without I/O, resource files or {@code String.format}, so that it compiles to
 * JavaScript for the page.
 *
 * <h2>How it fits</h2>
 * <ul>
 * <li>Each area of core has one enum of keys implementing {@link org.mahjongtally.MessageKey}
 * ({@link org.mahjongtally.hand.NotationProblem}, {@link org.mahjongtally.hand.HandProblem}); each
 * constant declares its {@link org.mahjongtally.Parameter}s, and {@link org.mahjongtally.Message#of}
 * checks the values against them.</li>
 * <li>Here each area has one {@link Phrasebook} per language ({@code NotationEnglish},
 * {@code NotationPolish}, {@code NotationRussian}), each an exhaustive {@code switch} over the
 * enum: a key without words in some language does not compile. {@link ProblemAndHint} is the
 * base for messages that say what is wrong, {@code "; "}, how to put it right.</li>
 * <li>{@link Words} picks the phrasebook by the key's enum, adds the position
 * ({@code at position 5: }) and renders nested messages. Words that every language shows alike
 * (tile codes, notation examples) are built once in {@code Notations}; numbers take their
 * plural forms from {@link Plural}.</li>
 * <li>The ruleset loader (module {@code rules}, pure Java like core, built before this module)
 * is an area too: {@link org.mahjongtally.rules.RulesetIssue} and {@code RulesetEnglish},
 * {@code RulesetPolish}, {@code RulesetRussian}. A {@link org.mahjongtally.rules.RulesetException}
 * renders its list of problems ({@link org.mahjongtally.MessageList}), each with its file and line.</li>
 * <li>The English names of tiles, winds, suits and dragons (core's enums carry codes only) are
 * spelled once, in {@link EnglishNames}: the command line, the JSON and the CSV score sheet take
 * them from there, and {@code Winds} names the seats in every language.</li>
 * <li>Keys this module cannot know get phrasebooks in their own module, added with
 * {@link Words#with}: the store's ({@code StoreProblem}, {@code StorePhrasebooks}, which also
 * words the JSON refusals of {@code org.mahjongtally.json.JsonProblem}), the web's
 * ({@code WebProblem}, {@code WebPhrasebooks}) and the command line's own English-only words
 * ({@code CommandLineText}).</li>
 * </ul>
 *
 * <h2>How to add a message</h2>
 * <ol>
 * <li>Add a constant to the area's key enum in core, with its parameters
 * ({@code FIFTH_COPY(Reason.TOO_MANY_COPIES, of("tile", Tile.class), number("count"))}), and
 * throw with it: {@code new InvalidHandException(t, HandProblem.FIFTH_COPY, t, n)}.</li>
 * <li>Add its case to the area's three phrasebooks here (the compiler lists the ones
 * missing). English must read as the product always wrote it; Polish and Russian use
 * {@link Plural} after numbers.</li>
 * <li>Run {@code WordsCompletenessTest}: it renders every key in every language and fails if a
 * language leaves out a parameter the key has.</li>
 * </ol>
 * A new area: an enum of keys in core, three phrasebooks here, one line per language in
 * {@code Words.builtIn}; the completeness test then checks it with the others.
 */
package org.mahjongtally.words;
