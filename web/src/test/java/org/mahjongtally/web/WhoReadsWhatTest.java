/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * Who reads what, on real servers: a game only with its id (from its edit link) or its share id
 * (its read-only link), or as the administrator; the club's players and standings as the server
 * publishes them, and never a way into a game that was not shared, unless the club publishes its
 * games. A stranger who reads every public route and tries every value found there as a game
 * reads none.
 */
class WhoReadsWhatTest {

    private static final String PASSWORD = "who reads what password";
    private static final String HAND = "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40, \"Cid\": 0, \"Dee\": 2}}";

    private GameStore store;
    private WebServer server;
    private ApiClient api;

    private void start(ServerOptions.Publish publish) {
        store = GameStores.open("jdbc:h2:mem:who-reads-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray()))
                .withPublish(publish));
        api = new ApiClient(server.port());
    }

    @AfterEach
    void stop() {
        server.stop();
        store.close();
    }

    /** A game with two hands; its id, share id and edit key. */
    private JsonNode game() {
        JsonNode game = api.post("/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}").json();
        String id = game.path("id").asText();
        for (int i = 0; i < 2; i++) {
            assertThat(api.write("POST", "/api/games/" + id + "/hands", HAND, game.path("editKey").asText()).status())
                    .isEqualTo(201);
        }
        return game;
    }

    @Test
    void aStrangerWhoReadsEveryPublishedRouteFindsNoWayIntoAGame() {
        start(ServerOptions.Publish.STANDINGS);
        JsonNode one = game();
        JsonNode two = game();
        Set<String> found = new LinkedHashSet<>();
        JsonNode players = api.get("/api/players").json();
        assertThat(players.size()).isEqualTo(4);
        collect(players, found);
        for (JsonNode p : players) {
            JsonNode page = api.get("/api/players/" + p.path("id").asText()).json();
            assertThat(page.path("games").size()).as("the player's results are published").isEqualTo(2);
            assertThat(page.path("games").get(0).path("points").isNumber()).isTrue();
            collect(page, found);
        }
        JsonNode standings = api.get("/api/standings").json();
        assertThat(standings.path("players").size()).isEqualTo(4);
        collect(standings, found);
        collect(api.get("/api/games?ids=").json(), found);

        List<String> opened = new ArrayList<>();
        for (String value : found) {
            if (value.matches("[A-Za-z0-9_-]{1,40}") && api.get("/api/games/" + value).status() == 200) {
                opened.add(value);
            }
        }
        System.out.printf("WhoReadsWhatTest: %d values read on the published routes, %d of them open a game%n",
                found.size(), opened.size());
        assertThat(opened).as("games opened with what the published routes show").isEmpty();
        assertThat(found).doesNotContain(one.path("id").asText(), one.path("shareId").asText(),
                two.path("id").asText(), two.path("shareId").asText());
    }

    @Test
    void aGameIsReadByItsIdOrShareIdOnTheRoutesThatShowIt() {
        start(ServerOptions.Publish.STANDINGS);
        JsonNode game = game();
        for (String ref : new String[] {game.path("id").asText(), game.path("shareId").asText()}) {
            assertThat(api.get("/api/games/" + ref).status()).isEqualTo(200);
            assertThat(api.get("/api/games/" + ref + "/export.json").status()).isEqualTo(200);
            assertThat(api.get("/api/games/" + ref + "/export.csv").status()).isEqualTo(200);
            assertThat(api.post("/api/games/" + ref + "/score", "{\"hand\": \"[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall\"}").status())
                    .isEqualTo(200);
        }
        assertThat(api.get("/api/games/" + game.path("id").asText() + "/audit").status()).isEqualTo(200);
        assertThat(api.get("/api/games/" + game.path("shareId").asText() + "/audit").status())
                .as("the audit trail is read by the game's id, not its read-only link").isEqualTo(404);
        for (String guess : new String[] {"aaaaaaaaaa", "aaaaaaaaaaaaaaaa", "1"}) {
            assertThat(api.get("/api/games/" + guess).status()).isEqualTo(404);
            assertThat(api.get("/api/games/" + guess + "/export.json").status()).isEqualTo(404);
            assertThat(api.get("/api/games/" + guess + "/audit").status()).isEqualTo(404);
        }
        assertThat(api.get("/api/games").status()).as("listing every game").isEqualTo(401);
    }

    @Test
    void theAdministratorSeesEveryGameOfThePlayersAndStandings() {
        start(ServerOptions.Publish.STANDINGS);
        JsonNode game = game();
        String player = api.get("/api/players").json().get(0).path("id").asText();
        JsonNode page = api.send("GET", "/api/players/" + player, null, "Authorization", basic(PASSWORD)).json();
        assertThat(page.path("games").get(0).path("game").asText()).isEqualTo(game.path("id").asText());
        JsonNode standings = api.send("GET", "/api/standings", null, "Authorization", basic(PASSWORD)).json();
        assertThat(standings.path("players").findValuesAsText("bestGame")).contains(game.path("id").asText());
        assertThat(api.send("GET", "/api/players/" + player, null, "Authorization", basic("not it")).status())
                .as("a wrong password is refused, not taken for a stranger").isEqualTo(403);
    }

    @Test
    void aClubThatPublishesItsGamesLinksThemReadOnly() {
        start(ServerOptions.Publish.GAMES);
        JsonNode game = game();
        String player = api.get("/api/players").json().get(0).path("id").asText();
        String link = api.get("/api/players/" + player).json().path("games").get(0).path("game").asText();
        assertThat(link).isEqualTo(game.path("shareId").asText());
        assertThat(api.get("/api/games/" + link).json().path("hands").size()).isEqualTo(2);
        assertThat(api.get("/api/standings").json().path("players").findValues("bestGame").stream()
                .filter(g -> !g.isNull()).map(JsonNode::asText)).as("every player with a best hand")
                .hasSize(3).containsOnly(game.path("shareId").asText());
        assertThat(api.send("POST", "/api/games/" + link + "/hands", HAND, "Authorization",
                "Bearer " + game.path("editKey").asText(), "If-Match", "\"3\"").status()).as("a share id writes nothing")
                .isEqualTo(404);
    }

    @Test
    void aClubThatPublishesNothingShowsItsPlayersAndStandingsToTheAdministratorAlone() {
        start(ServerOptions.Publish.NOTHING);
        JsonNode game = game();
        for (String path : new String[] {"/api/players", "/api/players/1", "/api/standings"}) {
            ApiClient.Answer stranger = api.get(path);
            assertThat(stranger.status()).as(path).isEqualTo(401);
            assertThat(stranger.json().path("code").asText()).isEqualTo("admin-password-needed");
            assertThat(stranger.body()).doesNotContain("Ann");
            assertThat(api.send("GET", path, null, "Authorization", basic(PASSWORD)).status()).as(path).isEqualTo(200);
        }
        assertThat(api.get("/api/games/" + game.path("shareId").asText()).status()).as("a shared game still opens")
                .isEqualTo(200);
    }

    /** Every text and number anywhere in an answer. */
    private static void collect(JsonNode node, Set<String> into) {
        if (node.isValueNode()) {
            into.add(node.asText());
        }
        node.forEach(child -> collect(child, into));
    }

    private static String basic(String password) {
        return "Basic " + Base64.getEncoder().encodeToString(("admin:" + password).getBytes(StandardCharsets.UTF_8));
    }
}
