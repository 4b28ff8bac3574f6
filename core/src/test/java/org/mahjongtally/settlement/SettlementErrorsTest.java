package org.mahjongtally.settlement;

import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mahjongtally.tile.Wind.NORTH;
import static org.mahjongtally.tile.Wind.SOUTH;

import org.junit.jupiter.api.Test;

class SettlementErrorsTest {

    @Test
    void negativeScoreIsRefusedWithTheSeat() {
        assertThatThrownBy(() -> Settlement.of(SeatAmounts.of(8, -4, 0, 0), Outcome.win(NORTH),
                SettlementOptions.DEFAULTS))
                .isInstanceOf(SettlementException.class)
                .hasMessageContaining("South").hasMessageContaining("0 or more");
    }

    @Test
    void absurdScoreIsRefused() {
        assertThatThrownBy(() -> Settlement.of(SeatAmounts.of(Settlement.MAX_SCORE + 2, 0, 0, 0),
                Outcome.win(NORTH), SettlementOptions.DEFAULTS))
                .isInstanceOf(SettlementException.class).hasMessageContaining("East");
    }

    @Test
    void payingForAllNeedsADiscarder() {
        assertThatThrownBy(() -> Settlement.of(SeatAmounts.of(8, 4, 0, 0),
                ((Outcome.Win) Outcome.win(NORTH)).withLiability(DiscardLiability.PAYS_FOR_ALL),
                SettlementOptions.DEFAULTS))
                .isInstanceOf(SettlementException.class).hasMessageContaining("discarder");
    }

    @Test
    void payingForAllAfterADrawIsRefused() {
        assertThatThrownBy(() -> Settlement.of(SeatAmounts.of(8, 4, 0, 0),
                SettlementOptions.DEFAULTS.forHand(Outcome.draw(), java.util.Optional.of(true)),
                SettlementOptions.DEFAULTS))
                .isInstanceOf(SettlementException.class).hasMessageContaining("draw");
    }

    @Test
    void theWinnerCannotBeTheDiscarder() {
        assertThatThrownBy(() -> Outcome.winOnDiscard(SOUTH, SOUTH))
                .isInstanceOf(SettlementException.class).hasMessageContaining("discarder");
    }

    @Test
    void limitsMustBePositiveAndEven() {
        assertThatThrownBy(() -> Limit.of(0)).isInstanceOf(SettlementException.class);
        assertThatThrownBy(() -> Limit.of(501)).hasMessageContaining("even");
        assertThatThrownBy(() -> Limit.parse("lots")).hasMessageContaining("'none'");
    }
}
