package org.mahjongtally.settlement;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The payments of one settlement as an unmodifiable list over the array they were written
 * into, so that settling a hand copies nothing ({@code List.copyOf} would copy the array
 * twice). Only {@link Settlement} makes one, from an array it never touches again.
 */
final class PaymentList extends AbstractList<Payment> implements RandomAccess {

    private final Payment[] payments;
    private final int size;

    PaymentList(Payment[] payments, int size) {
        Objects.checkFromToIndex(0, size, payments.length);
        this.payments = payments;
        this.size = size;
    }

    @Override
    public Payment get(int index) {
        Objects.checkIndex(index, size);
        return payments[index];
    }

    @Override
    public int size() {
        return size;
    }
}
