/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Player names through the HTTP API: trimmed of every white space, kept in
 * NFC, refused when nothing of them can be read, counted in characters (21 emoji are accepted),
 * and look-alikes are one name, among a game's players and among the club's. The names are sent
 * as JSON escapes, as a client that escapes everything but ASCII would.
 */
class PlayerNamesApiTest {

    private static final String ADMIN = "Basic " + Base64.getEncoder().encodeToString(
            "admin:names test password".getBytes(StandardCharsets.UTF_8));
    private static final String EMOJI = "\\ud83d\\ude00";

    private static GameStore store;
    private static WebServer server;
    private static ApiClient api;

    @BeforeAll
    static void start() {
        store = GameStores.open("jdbc:h2:mem:names-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(
                AdminPassword.of("names test password".toCharArray())));
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stop() {
        server.stop();
        store.close();
    }

    @Test
    void namesAreTrimmedAndComposed() {
        ApiClient.Answer a = newGame("Ann\\u00a0", "\\u2028Bob", "Cid", "Jose\\u0301");
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        assertThat(a.json().path("players").toString()).isEqualTo("[\"Ann\",\"Bob\",\"Cid\",\"Jos\u00e9\"]");
        ApiClient.Answer hand = api.write("POST", "/api/games/" + a.json().path("id").asText() + "/hands",
                "{\"winner\": \"Jose\\u0301\", \"scores\": {\"Ann\": 0, \"Bob\": 4, \"Cid\": 0, \"Jose\\u0301\": 20}}",
                a.json().path("editKey").asText());
        assertThat(hand.status()).as(hand.body()).isEqualTo(201);
        assertThat(hand.json().path("hand").path("winner").asText()).isEqualTo("Jos\u00e9");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\\u200b\\u200b|every player needs a name that can be read",
        "\\ufeff|every player needs a name that can be read",
        "\\u00a0|every player needs a name; got an empty one",
        "\\u2028|every player needs a name; got an empty one",
    })
    void aBlankLookingNameIsRefused(String name, String said) {
        int games = store.list().size();
        ApiClient.Answer a = newGame(name, "Bob", "Cid", "Dee");
        assertThat(a.status()).as(a.body()).isBetween(400, 499);
        assertThat(a.json().path("message").asText()).isEqualTo(said
                + (said.endsWith("read") ? "; got one of invisible characters only" : ""));
        assertThat(store.list().size()).isEqualTo(games);
        ApiClient.Answer club = api.send("POST", "/api/players", "{\"name\": \"" + name + "\"}", "Authorization", ADMIN);
        assertThat(club.status()).as(club.body()).isEqualTo(422);
        assertThat(club.json().path("code").asText()).isEqualTo("bad-player-name");
    }

    /**
     * A character inside a name that makes it look other than it is: refused with the character
     * and its place, by a new game and by the club's register alike, and nothing is stored. An
     * inner no-break space is refused too, not made a plain space (games kept before name their
     * players as typed); a zero-width joiner, which emoji sequences need, is not.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Anne\\u00a0Marie|U+00A0|5",
        "Ann\\ufeffBob|U+FEFF|4",
        "Ann\\u3000Lee|U+3000|4",
        "Ann\\u2028Lee|U+2028|4",
        "Ann\\u2029Lee|U+2029|4",
        "A\\u200bnn|U+200B|2",
        "An\\u00adn|U+00AD|3",
        "Ann\\u2060|U+2060|4",
    })
    void aNameWithAMisleadingCharacterInsideIsRefused(String name, String character, int position) {
        int games = store.list().size();
        ApiClient.Answer a = newGame("Cid", name, "Bob", "Dee");
        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("bad-player-name");
        assertThat(a.json().path("message").asText()).isEqualTo("a player's name may not hold " + character
                + " (character " + position + "): a space other than the plain one, a line separator or an invisible"
                + " character makes a name look other than it is; type it again with plain spaces only");
        assertThat(store.list().size()).isEqualTo(games);
        ApiClient.Answer club = api.send("POST", "/api/players", "{\"name\": \"" + name + "\"}", "Authorization", ADMIN);
        assertThat(club.status()).as(club.body()).isEqualTo(422);
        assertThat(club.json().path("message").asText()).startsWith("a player's name may not hold " + character);
        String body = "{\"players\": [\"" + name + "\", \"Bob\", \"Cid\", \"Dee\"]}";
        assertThat(api.send("POST", "/api/games", body, "Accept-Language", "pl").json().path("message").asText())
                .startsWith("imię gracza nie może zawierać " + character + " (znak ");
        assertThat(api.send("POST", "/api/games", body, "Accept-Language", "ru").json().path("message").asText())
                .startsWith("имя игрока не может содержать " + character + " (символ ");
    }

    @Test
    void anEmojiSequenceWithAJoinerIsAName() {
        ApiClient.Answer a = newGame("\\ud83d\\udc69\\u200d\\ud83d\\udcbb Eve", "Bob", "Cid", "Dee");
        assertThat(a.status()).as(a.body()).isEqualTo(201);
    }

    @Test
    void twentyOneEmojiAreAcceptedAndFortyOneAreNot() {
        ApiClient.Answer a = newGame(EMOJI.repeat(21), "Bob", "Cid", "Dee");
        assertThat(a.status()).as(a.body()).isEqualTo(201);
        assertThat(a.json().path("players").get(0).asText()).isEqualTo("\uD83D\uDE00".repeat(21));
        ApiClient.Answer forty = api.send("POST", "/api/players", "{\"name\": \"" + EMOJI.repeat(40) + "\"}",
                "Authorization", ADMIN);
        assertThat(forty.status()).as(forty.body()).isEqualTo(201);
        ApiClient.Answer tooLong = newGame(EMOJI.repeat(41), "Bob", "Cid", "Dee");
        assertThat(tooLong.status()).isBetween(400, 499);
        assertThat(tooLong.json().path("message").asText()).startsWith("a player's name has 1 to 40 characters");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Jos\\u00e9|Jose\\u0301", "\\uff21nn|Ann", "Ann|ANN"})
    void lookAlikesAreOnePlayer(String pair) {
        String[] two = pair.split("\\|");
        int games = store.list().size();
        ApiClient.Answer a = newGame(two[0], two[1], "Cid", "Dee");
        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("message").asText()).startsWith("two players are called");
        assertThat(store.list().size()).isEqualTo(games);

        String suffix = UUID.randomUUID().toString().substring(0, 4);
        ApiClient.Answer first = api.send("POST", "/api/players", "{\"name\": \"" + two[0] + suffix + "\"}",
                "Authorization", ADMIN);
        assertThat(first.status()).as(first.body()).isEqualTo(201);
        ApiClient.Answer second = api.send("POST", "/api/players", "{\"name\": \"" + two[1] + suffix + "\"}",
                "Authorization", ADMIN);
        assertThat(second.status()).as(second.body()).isEqualTo(409);
        assertThat(second.json().path("code").asText()).isEqualTo("player-exists");
    }

    @Test
    void theRefusalIsInTheLanguageAsked() {
        String body = "{\"players\": [\"\\u200b\", \"Bob\", \"Cid\", \"Dee\"]}";
        assertThat(api.send("POST", "/api/games", body, "Accept-Language", "pl").json().path("message").asText())
                .isEqualTo("każdy gracz potrzebuje imienia, które da się przeczytać; podano same niewidoczne znaki");
        assertThat(api.send("POST", "/api/games", body, "Accept-Language", "ru").json().path("message").asText())
                .isEqualTo("у каждого игрока должно быть имя, которое можно прочитать; указаны только невидимые символы");
    }

    private static ApiClient.Answer newGame(String... names) {
        return api.post("/api/games", "{\"players\": [\"" + String.join("\", \"", names) + "\"]}");
    }
}
