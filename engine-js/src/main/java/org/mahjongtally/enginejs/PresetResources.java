/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import org.mahjongtally.rules.Rulesets;
import org.teavm.classlib.ResourceSupplier;
import org.teavm.classlib.ResourceSupplierContext;

/**
 * Tells TeaVM, while it compiles, which classpath files to embed in the script: the preset
 * ruleset files of the rules module, so that {@link Rulesets#preset} reads them in JavaScript
 * exactly as on the JVM. Runs on the JVM inside the build only (registered in
 * {@code META-INF/services}); it is never translated.
 */
public final class PresetResources implements ResourceSupplier {

    @Override
    public String[] supplyResources(ResourceSupplierContext context) {
        return Rulesets.presetIds().stream().map(id -> "rulesets/" + id + ".toml")
                .toArray(String[]::new);
    }
}
