package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.game.Stakes;

class GameJsonTest {

    @Test
    void aHandRecordRoundTrips() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.score(8));
        entries.put("Bob", PlayerEntry.tiles("[RRR] 123b 555d 99c 789d win=9c by=discard"));
        entries.put("Cid", PlayerEntry.score(0));
        entries.put("Dee", PlayerEntry.score(48));
        HandRecord record = HandRecord.win("Bob", entries).withDiscarder("Cid", Optional.of(true))
                .withPenalties(List.of(new Penalty(20, List.of("Dee"), List.of("Ann", "Bob"), "wrong claim")));
        Map<String, Object> tree = GameJson.record(record);
        assertThat(GameJson.readRecord(tree)).isEqualTo(record);
        assertThat(Json.write(tree)).isEqualTo("{\"winner\":\"Bob\",\"discarder\":\"Cid\",\"payForAll\":true,"
                + "\"scores\":{\"Ann\":8,\"Cid\":0,\"Dee\":48},"
                + "\"hands\":{\"Bob\":\"[RRR] 123b 555d 99c 789d win=9c by=discard\"},"
                + "\"penalties\":[{\"amount\":20,\"payers\":[\"Dee\"],\"payees\":[\"Ann\",\"Bob\"],\"reason\":\"wrong claim\"}]}");
    }

    @Test
    void aDrawNeedsNothingButTheWinnerNull() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("winner", null);
        assertThat(GameJson.readRecord(tree)).isEqualTo(HandRecord.draw(Map.of()));
    }

    @Test
    void payForAllIsTheHandsOwnChoiceOrNone() {
        Map<String, Object> stored = new LinkedHashMap<>();
        stored.put("winner", "Bob");
        stored.put("discarder", "Cid");
        stored.put("payForAll", false);
        // Hands stored before the ruleset's rule applied to games always said true or false.
        assertThat(GameJson.readRecord(stored).payForAll()).contains(false);
        stored.put("payForAll", null);
        assertThat(GameJson.readRecord(stored).payForAll()).isEmpty();
        stored.remove("payForAll");
        HandRecord noChoice = GameJson.readRecord(stored);
        assertThat(noChoice.payForAll()).isEmpty();
        assertThat(GameJson.record(noChoice)).containsEntry("payForAll", null);
    }

    @Test
    void optionsRoundTrip() {
        GameOptions options = GameOptions.DEFAULTS.withRounds(2).withDrawPassesDeal(true).withStartingTallies(5000)
                .withStakes(new Stakes(new BigDecimal("0.05"), "zł", 2, RoundingMode.HALF_EVEN));
        assertThat(GameJson.readOptions(GameJson.options(options))).isEqualTo(options);
        assertThat(GameJson.readOptions(null)).isEqualTo(GameOptions.DEFAULTS);
    }

    @Test
    void wrongTypesNameTheField() {
        assertThatThrownBy(() -> GameJson.readRecord(Map.of("winner", 3)))
                .isInstanceOf(GameException.class).hasMessage("winner must be a string");
        assertThatThrownBy(() -> GameJson.readRecord(Map.of("scores", Map.of("Ann", "eight"))))
                .hasMessage("the score of Ann must be a whole number");
        assertThatThrownBy(() -> GameJson.readRecord(List.of())).hasMessage("a hand must be a JSON object");
        assertThatThrownBy(() -> GameJson.readRecord(Map.of("scores", Map.of("Ann", 8), "hands", Map.of("Ann", "RRR"))))
                .hasMessageContaining("Ann is given both a score and tiles");
        assertThatThrownBy(() -> GameJson.readOptions(Map.of("stakes", Map.of("rounding", "sideways"))))
                .hasMessageContaining("unknown rounding 'sideways'");
        assertThatThrownBy(() -> GameJson.readOptions(Map.of("rounds", 0))).hasMessageContaining("1 to 16 rounds");
    }
}
