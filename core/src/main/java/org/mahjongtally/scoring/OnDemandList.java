/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;
import java.util.function.Supplier;

/**
 * An unmodifiable list written the first time it is read: the lines of a score sheet, which
 * a caller that only wants the total (the game book, the waits of a hand, a benchmark) never
 * reads, and which cost about as much to write as the scoring itself. The supplier must give
 * an equal list whenever and on whichever thread it is called (two threads reading at once may
 * both write it; either list is kept).
 */
final class OnDemandList<T> extends AbstractList<T> implements RandomAccess {

    private final Supplier<List<T>> supplier;
    private volatile List<T> list;

    private OnDemandList(Supplier<List<T>> supplier) {
        this.supplier = supplier;
    }

    /** A list that the supplier writes (as an unmodifiable list) when it is first read. */
    static <T> List<T> of(Supplier<List<T>> supplier) {
        return new OnDemandList<>(supplier);
    }

    /** The list itself if it is written on demand (it is unmodifiable already), else an unmodifiable copy. */
    static <T> List<T> copyOf(List<T> list) {
        return list instanceof OnDemandList<T> ? list : List.copyOf(list);
    }

    private List<T> list() {
        List<T> written = list;
        if (written == null) {
            written = List.copyOf(supplier.get());
            list = written;
        }
        return written;
    }

    @Override
    public T get(int index) {
        return list().get(index);
    }

    @Override
    public int size() {
        return list().size();
    }
}
