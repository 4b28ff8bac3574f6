/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench.load;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tables recording hands over the HTTP API, as on a club night but without the pauses: each
 * table (a thread) starts its own game, records its hands one after the other with
 * {@code POST /api/games/{id}/hands} (each a committed transaction), and starts a new game when
 * one is finished. The hands are random but plausible: one in ten a draw, otherwise a winner
 * with a typed score or, one hand in three, with tiles in notation; the losers' scores typed,
 * now and then one loser's tiles (tiles that fit at one table: no tile more than four times).
 *
 * <p>A write carries the game's edit key ({@code Authorization: Bearer KEY}) and the version
 * it last saw ({@code If-Match: "N"}) when the server gives them (the key in the answer that
 * started the game, the version as the ETag or the answer's {@code "version"}); without them
 * it sends neither.
 *
 * <p>Usage: {@code RecordHands BASE_URL TABLES WARMUP_S MEASURE_S} (a warm-up alone: MEASURE_S
 * 0). Prints one line
 * {@code RESULT tables=... hands=... hands_per_s=... games=... errors=... p50_ms=... p99_ms=...}
 * counting the hands recorded, and their latencies, from the end of the warm-up; an error is
 * an answer other than 2xx, after which the table starts a new game.
 */
public final class RecordHands {

    private static final Pattern ID = Pattern.compile("\"id\":\"([^\"]+)\"");
    private static final Pattern EDIT_KEY = Pattern.compile("\"edit(?:Key|Token)\":\"([^\"]+)\"");
    private static final Pattern VERSION = Pattern.compile("\"version\":(\\d+)");
    private static final Pattern ETAG = Pattern.compile("(?:W/)?\"?(\\d+)\"?");
    private static final String[] NAMES = {"Ann", "Bob", "Cid", "Dee"};
    private static final String[] WINNING = {
        "[RRR] [GGG] 222b 33c 456d win=3c",
        "[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall",
        "[111c] [999d] 555b WWW 77c f2 win=W by=wall",
        "{EEEE} [SSS] 234d 666d 99b s3 win=9b",
        "[234b] 777c 888b NNN RR f3 s4 win=R",
        "123c 555c 777c 999c 11c win=1c",
    };
    /** Losers' hands, each of which fits at the table with any of the winning ones. */
    private static final String[] LOSING = {"[PPP] 555d 77b 23c 9d f4", "{8888d} [888c] 11b 5c 6c RW s2"};

    private RecordHands() {
    }

    /**
     * @param args the server's base URL, the number of tables, warm-up seconds, measured seconds
     */
    public static void main(String[] args) throws InterruptedException {
        if (args.length != 4) {
            System.err.println("usage: RecordHands BASE_URL TABLES WARMUP_S MEASURE_S");
            System.exit(2);
        }
        URI base = URI.create(args[0].replaceAll("/+$", ""));
        int tableCount = Integer.parseInt(args[1]);
        int measureSeconds = Integer.parseInt(args[3]);
        long measureFrom = System.nanoTime() + TimeUnit.SECONDS.toNanos(Integer.parseInt(args[2]));
        long end = measureFrom + TimeUnit.SECONDS.toNanos(measureSeconds);

        List<Table> tables = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 1; t <= tableCount; t++) {
            Table table = new Table(t, base, measureFrom, end);
            tables.add(table);
            threads.add(new Thread(table, "table-" + t));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }

        Latencies latencies = new Latencies();
        int games = 0;
        int errors = 0;
        for (Table table : tables) {
            latencies.addAll(table.latencies);
            games += table.games;
            errors += table.errors;
        }
        long perSecond = measureSeconds == 0 ? 0 : Math.round((double) latencies.size() / measureSeconds);
        System.out.println("RESULT tables=" + tableCount + " hands=" + latencies.size() + " hands_per_s="
                + perSecond + " games=" + games + " errors=" + errors
                + " " + latencies.summary());
    }

    /** One table: its connection, its game, the key and version of it, and what it measured. */
    private static final class Table implements Runnable {

        private final HttpConnection connection;
        private final URI base;
        private final long measureFrom;
        private final long end;
        private final String[] players = new String[4];
        private final Random random;
        private final Latencies latencies = new Latencies();
        private int games;
        private int errors;
        private int told;
        private String gameId;
        private String editKey;
        private String version;

        Table(int number, URI base, long measureFrom, long end) {
            this.connection = new HttpConnection(base);
            this.base = base;
            this.measureFrom = measureFrom;
            this.end = end;
            this.random = new Random(number);
            for (int p = 0; p < 4; p++) {
                players[p] = NAMES[p] + number;
            }
        }

        @Override
        public void run() {
            try (connection) {
                while (System.nanoTime() < end) {
                    try {
                        if (gameId == null) {
                            startGame();
                        } else {
                            recordHand();
                        }
                    } catch (IOException e) {
                        failed("request failed: " + e);
                    }
                }
            }
        }

        private void startGame() throws IOException {
            String body = "{\"players\": [\"" + String.join("\", \"", players) + "\"], \"ruleset\": \"bmja\"}";
            long started = System.nanoTime();
            HttpConnection.Answer answer = connection.exchange(HttpConnection.post(base.resolve("/api/games"), body));
            String text = answer.text();
            if (answer.status() != 201) {
                failed("starting a game: " + answer.status() + " " + text);
                return;
            }
            gameId = first(ID, text);
            editKey = first(EDIT_KEY, text);
            version = version(answer.etag(), text);
            if (started >= measureFrom) {
                games++;
            }
        }

        private void recordHand() throws IOException {
            List<String> headers = new ArrayList<>();
            if (editKey != null) {
                headers.add("Authorization: Bearer " + editKey);
            }
            if (version != null) {
                headers.add("If-Match: \"" + version + "\"");
            }
            byte[] request = HttpConnection.post(base.resolve("/api/games/" + gameId + "/hands"), hand(),
                    headers.toArray(String[]::new));
            long started = System.nanoTime();
            HttpConnection.Answer answer = connection.exchange(request);
            long latency = System.nanoTime() - started;
            String text = answer.text();
            if (answer.status() / 100 != 2) {
                failed("recording a hand: " + answer.status() + " " + text);
                return;
            }
            if (started >= measureFrom && started < end) {
                latencies.add(latency);
            }
            version = version(answer.etag(), text);
            if (text.contains("\"finished\":true")) {
                gameId = null;
            }
        }

        /** A hand as a table records it, in the JSON of {@code POST /api/games/{id}/hands}. */
        private String hand() {
            if (random.nextInt(10) == 0) {
                StringBuilder scores = new StringBuilder();
                for (String player : players) {
                    scores.append(scores.length() == 0 ? "" : ", ").append(score(player, 2 * random.nextInt(30)));
                }
                return "{\"winner\": null, \"scores\": {" + scores + "}}";
            }
            int winner = random.nextInt(4);
            boolean tiles = random.nextInt(3) == 0;
            List<String> scores = new ArrayList<>();
            List<String> hands = new ArrayList<>();
            if (tiles) {
                hands.add(quoted(players[winner]) + ": " + quoted(WINNING[random.nextInt(WINNING.length)]));
            } else {
                scores.add(score(players[winner], 20 + 2 * random.nextInt(150)));
            }
            int loserWithTiles = tiles && random.nextInt(4) == 0 ? (winner + 1 + random.nextInt(3)) % 4 : -1;
            for (int p = 0; p < 4; p++) {
                if (p == winner) {
                    continue;
                }
                if (p == loserWithTiles) {
                    hands.add(quoted(players[p]) + ": " + quoted(LOSING[random.nextInt(LOSING.length)]));
                } else {
                    scores.add(score(players[p], 2 * random.nextInt(40)));
                }
            }
            String discarder = tiles || random.nextBoolean() ? ""
                    : ", \"discarder\": " + quoted(players[(winner + 1 + random.nextInt(3)) % 4]);
            return "{\"winner\": " + quoted(players[winner]) + discarder + ", \"scores\": {" + String.join(", ", scores)
                    + "}" + (hands.isEmpty() ? "" : ", \"hands\": {" + String.join(", ", hands) + "}") + "}";
        }

        /** The game's version from the ETag, else from the answer's "version"; null if it has none. */
        private static String version(String etag, String body) {
            Matcher m = ETAG.matcher(etag == null ? "" : etag);
            return m.matches() ? m.group(1) : first(VERSION, body);
        }

        private void failed(String what) {
            if (System.nanoTime() >= measureFrom) {
                errors++;
            }
            if (told++ < 3) {
                System.err.println(Thread.currentThread().getName() + ": " + what);
            }
            gameId = null;
        }

        private static String first(Pattern pattern, String text) {
            Matcher m = pattern.matcher(text);
            return m.find() ? m.group(1) : null;
        }

        private static String score(String player, int points) {
            return quoted(player) + ": " + points;
        }

        private static String quoted(String text) {
            return "\"" + text + "\"";
        }
    }
}
