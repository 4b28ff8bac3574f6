/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

/**
 * The body of every error the API answers: a short stable code for programs and a message for
 * the person, which says what is wrong and how to put it right.
 *
 * @param code such as {@code bad-json}, {@code bad-notation}, {@code game-not-found}
 * @param message what is wrong and how to fix it
 */
record ApiError(String code, String message) {
}
