package org.mahjongtally.store;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import org.jdbi.v3.core.mapper.ColumnMapper;
import org.jdbi.v3.core.statement.StatementContext;

/** How the store's SQL objects read the columns whose type JDBC does not map as the store keeps them. */
final class StoreColumns {

    private StoreColumns() {
    }

    /** A {@code TIMESTAMP WITH TIME ZONE}, read as the instant it names (H2 and PostgreSQL alike). */
    static final class Instants implements ColumnMapper<Instant> {
        @Override
        public Instant map(ResultSet rs, int column, StatementContext ctx) throws SQLException {
            OffsetDateTime time = rs.getObject(column, OffsetDateTime.class);
            return time == null ? null : time.toInstant();
        }
    }

    /** An amount of money, kept as exact decimal text (stakes have no upper bound). */
    static final class DecimalText implements ColumnMapper<BigDecimal> {
        @Override
        public BigDecimal map(ResultSet rs, int column, StatementContext ctx) throws SQLException {
            String text = rs.getString(column);
            return text == null ? null : new BigDecimal(text);
        }
    }
}
