/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Executable;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.scoring.Scorer;

/**
 * The core module's API is the packages its module-info exports, and what they show other
 * programs names no type of a package it keeps to itself, no array a caller could change and
 * no type whose values change once made.
 */
class PublicApiTest {

    private static final Set<String> EXPORTED = Set.of("org.mahjongtally", "org.mahjongtally.tile",
            "org.mahjongtally.hand", "org.mahjongtally.scoring", "org.mahjongtally.settlement",
            "org.mahjongtally.game", "org.mahjongtally.ruleset");

    private static JavaClasses core;

    @BeforeAll
    static void importCore() {
        core = CoreArchitectureTest.mainClasses();
    }

    @Test
    void theModuleExportsTheApiPackagesOnly() throws IOException {
        ModuleDescriptor module;
        try (InputStream in = Scorer.class.getResourceAsStream("/module-info.class")) {
            assertThat(in).as("module-info.class of core").isNotNull();
            module = ModuleDescriptor.read(in);
        }
        Set<String> exported = module.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));

        assertThat(module.name()).isEqualTo("org.mahjongtally.core");
        assertThat(exported).isEqualTo(new TreeSet<>(EXPORTED));
        // A package shared with the project's own modules only (qualified), never with a user's.
        assertThat(module.exports().stream().filter(ModuleDescriptor.Exports::isQualified))
                .allSatisfy(e -> assertThat(e.targets()).as(e.source())
                        .allSatisfy(target -> assertThat(target).startsWith("org.mahjongtally.")));
        assertThat(module.requires()).allSatisfy(r -> assertThat(r.name()).isEqualTo("java.base"));
    }

    @Test
    void noExportedSignatureNamesAnInternalTypeOrAnArray() {
        List<String> leaks = new ArrayList<>();
        for (JavaClass c : core) {
            if (!EXPORTED.contains(c.getPackageName()) || !visible(c.getModifiers())) {
                continue;
            }
            for (JavaCodeUnit unit : c.getCodeUnits()) {
                if (!visible(unit.getModifiers()) || isEnumValues(c, unit)) {
                    continue;
                }
                check(unit.getFullName() + " returns", unit.getRawReturnType(), false, leaks);
                List<JavaClass> parameters = unit.getRawParameterTypes();
                for (int i = 0; i < parameters.size(); i++) {
                    boolean varargs = ((Executable) unit.reflect()).isVarArgs() && i == parameters.size() - 1;
                    check(unit.getFullName() + " takes", parameters.get(i), varargs, leaks);
                }
            }
            for (JavaField f : c.getFields()) {
                if (visible(f.getModifiers())) {
                    check(f.getFullName() + " is", f.getRawType(), false, leaks);
                }
            }
        }
        assertThat(leaks).isEmpty();
    }

    @Test
    void everyExportedTypeIsImmutable() {
        List<String> changeable = new ArrayList<>();
        for (JavaClass c : core) {
            if (!EXPORTED.contains(c.getPackageName()) || !visible(c.getModifiers())) {
                continue;
            }
            for (JavaField f : c.getFields()) {
                Set<JavaModifier> m = f.getModifiers();
                if (!m.contains(JavaModifier.STATIC) && !m.contains(JavaModifier.FINAL)) {
                    changeable.add(f.getFullName());
                }
            }
        }
        assertThat(changeable).as("instance fields that are not final, in exported types").isEmpty();
    }

    /** An enum's {@code values()} returns a new array at each call: nothing a caller shares. */
    private static boolean isEnumValues(JavaClass c, JavaCodeUnit unit) {
        return c.isEnum() && unit.getName().equals("values") && unit.getRawParameterTypes().isEmpty();
    }

    private static boolean visible(Set<JavaModifier> modifiers) {
        return modifiers.contains(JavaModifier.PUBLIC) || modifiers.contains(JavaModifier.PROTECTED);
    }

    private static void check(String where, JavaClass type, boolean varargs, List<String> leaks) {
        if (type.isArray() && !varargs) {
            leaks.add(where + " an array " + type.getName());
            return;
        }
        JavaClass base = type.isArray() ? type.getBaseComponentType() : type;
        if (base.getPackageName().startsWith("org.mahjongtally") && !EXPORTED.contains(base.getPackageName())) {
            leaks.add(where + " the internal " + base.getName());
        }
    }
}
