/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.spi.JdbiPlugin;

/**
 * How the store's SQL objects read the columns whose type JDBC does not map as the store keeps
 * them: a {@code TIMESTAMP WITH TIME ZONE} as the instant it names (H2 and PostgreSQL alike),
 * and a decimal number, which the store keeps as exact text (an amount of money: stakes have
 * no upper bound). Installed on the store's {@link Jdbi} by {@link GameStores}.
 */
final class StoreColumns implements JdbiPlugin {

    @Override
    public void customizeJdbi(Jdbi jdbi) {
        jdbi.registerColumnMapper(Instant.class, (rs, column, ctx) -> {
            OffsetDateTime time = rs.getObject(column, OffsetDateTime.class);
            return time == null ? null : time.toInstant();
        });
        jdbi.registerColumnMapper(BigDecimal.class, (rs, column, ctx) -> {
            String text = rs.getString(column);
            return text == null ? null : new BigDecimal(text);
        });
    }
}
