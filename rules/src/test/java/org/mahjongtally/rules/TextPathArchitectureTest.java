/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * Reading ruleset text (TOML, presets, the canonical text and hash) touches no file system and
 * no {@code java.security}: it runs in the browser too (engine-js). Files are
 * read only by {@link RulesetFiles}, and by {@link Rulesets}' methods that take a path.
 */
class TextPathArchitectureTest {

    @Test
    void onlyTheFileClassesUseTheFileSystem() {
        JavaClasses rules = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.mahjongtally.rules");
        noClasses().that().doNotBelongToAnyOf(RulesetFiles.class, Rulesets.class)
                .should().dependOnClassesThat().resideInAnyPackage("java.nio.file..", "java.security..")
                .because("the text path of the loader is compiled to JavaScript")
                .check(rules);
    }
}
