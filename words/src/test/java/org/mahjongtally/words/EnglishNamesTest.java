package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.tile.Dragon;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/** The English names are the ones core's enums gave until they move out of core for good. */
class EnglishNamesTest {

    @Test
    void everyTileIsNamedAsCoreNamedIt() {
        for (Tile t : Tile.values()) {
            assertThat(EnglishNames.of(t)).as(t.code()).isEqualTo(t.displayName());
        }
        assertThat(EnglishNames.of(Tile.ofCode("5d").orElseThrow())).isEqualTo("5 Dots");
        assertThat(EnglishNames.of(Tile.ofCode("f1").orElseThrow())).isEqualTo("Flower 1 (East)");
        assertThat(EnglishNames.of(Tile.ofCode("R").orElseThrow())).isEqualTo("Red Dragon");
    }

    @Test
    void windsSuitsAndDragonsToo() {
        for (Wind w : Wind.values()) {
            assertThat(EnglishNames.of(w)).isEqualTo(w.displayName());
        }
        for (Suit s : Suit.values()) {
            assertThat(EnglishNames.of(s)).isEqualTo(s.displayName());
        }
        for (Dragon d : Dragon.values()) {
            assertThat(EnglishNames.of(d)).isEqualTo(d.displayName());
        }
    }
}
