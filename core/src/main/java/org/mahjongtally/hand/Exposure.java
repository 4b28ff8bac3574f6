/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

/**
 * How a set was made. A concealed set was formed entirely from tiles drawn from the wall; an
 * exposed (melded) set was made with a claimed tile, or added to one that was.
 */
public enum Exposure {
    CONCEALED,
    EXPOSED
}
