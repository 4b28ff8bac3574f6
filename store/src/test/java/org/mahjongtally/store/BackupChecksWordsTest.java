/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mahjongtally.TallyException;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * An edited backup's refusal is about the file in each language, and the
 * store it was to go into stays empty. The CLI's and the API's tests check the English of every
 * case; here a few are read in Polish and Russian.
 */
class BackupChecksWordsTest {

    @Test
    void handNumbersWithAGapReadInEachLanguage() {
        String backup = backupOfThreeHands();
        assertThat(backup).contains("\"number\" : 3");
        assertThat(refusal(backup.replaceFirst("\"number\" : 3", "\"number\" : 5"))).containsExactly(
                " in the backup: the hands must be numbered 1, 2, 3... in order; hand 5 is where hand 3 should be",
                " w kopii zapasowej: ręce muszą być ponumerowane 1, 2, 3... po kolei; ręka 5 jest tam, gdzie powinna"
                        + " być ręka 3",
                " в резервной копии: руки должны быть пронумерованы 1, 2, 3... по порядку; рука 5 стоит там, где"
                        + " должна быть рука 3");
    }

    @Test
    void anUnknownAuditActionReadsInEachLanguage() {
        String backup = backupOfThreeHands();
        assertThat(backup).contains("\"action\" : \"record\"");
        assertThat(refusal(backup.replaceFirst("\"action\" : \"record\"", "\"action\" : \"explode\"")))
                .containsExactly(
                        " in the backup: an audit entry has the unknown action 'explode'; the actions are create,"
                                + " import, record, edit, delete, new-key",
                        " w kopii zapasowej: wpis historii zmian ma nieznaną czynność 'explode'; czynności to create,"
                                + " import, record, edit, delete, new-key",
                        " в резервной копии: в записи журнала изменений неизвестное действие 'explode'; действия:"
                                + " create, import, record, edit, delete, new-key");
    }

    /** The refusal in English, Polish and Russian, each after the game's id ("game ID"). */
    private static java.util.List<String> refusal(String backup) {
        try (GameStore store = GameStores.open("jdbc:h2:mem:checks-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1")) {
            Throwable thrown = catchThrowable(() -> store.restore(
                    new ByteArrayInputStream(backup.getBytes(StandardCharsets.UTF_8))));
            assertThat(thrown).isInstanceOf(TallyException.class);
            assertThat(store.list()).isEmpty();
            assertThat(store.players()).isEmpty();
            java.util.List<String> said = new java.util.ArrayList<>();
            for (Language language : java.util.List.of(Language.ENGLISH, Language.POLISH, Language.RUSSIAN)) {
                String text = Words.in(language).with(StorePhrasebooks.of(language)).render((TallyException) thrown);
                said.add(text.replaceFirst("^\\S+ [a-z2-7]{10}", ""));
            }
            return said;
        }
    }

    private static String backupOfThreeHands() {
        try (GameStore store = GameStores.open("jdbc:h2:mem:source-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1")) {
            String id = store.create(Fixtures.SETUP).id();
            for (int i = 0; i < 3; i++) {
                store.addHand(id, Fixtures.bobWins());
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            store.backup(out);
            return out.toString(StandardCharsets.UTF_8);
        }
    }
}
