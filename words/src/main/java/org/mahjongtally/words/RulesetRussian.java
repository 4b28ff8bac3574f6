/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.rules.RulesetIssue;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.rules.ValueKind;

/** The ruleset loader's problems in Russian. */
final class RulesetRussian extends Phrasebook<RulesetIssue> {

    private static final String LIMIT = "должно быть \"none\" или положительным чётным числом очков, например 1000,"
            + " а не ";

    RulesetRussian() {
        super(RulesetIssue.class, Language.RUSSIAN);
    }

    @Override
    public String text(RulesetIssue key, Args a) {
        return switch (key) {
            case PROBLEMS -> a.number("count") + " " + Plural.russian(a.number("count"), "проблема", "проблемы", "проблем")
                    + " в наборе правил:\n  " + String.join("\n  ", a.messages("problems"))
                    + (a.number("more") > 0 ? "\n  и ещё " + a.number("more") + "; исправьте эти и проверьте снова" : "");
            case AT_LINE -> a.text("file") + ", строка " + a.number("line") + ": " + a.message("problem");
            case AT_LINE_COLUMN -> a.text("file") + ", строка " + a.number("line") + ", столбец " + a.number("column")
                    + ": " + a.message("problem");
            case IN_FILE -> "файл " + a.text("file") + ": " + a.message("problem");
            case IN_TABLE_OPTIONS -> "настройки стола: " + a.message("problem");
            case NOT_A_STRING -> "должно быть строкой в кавычках, а не " + kind(a);
            case NOT_A_WHOLE_NUMBER -> "должно быть целым числом, а не " + kind(a);
            case OUT_OF_RANGE -> "должно быть числом от " + a.number("min") + " до " + a.number("max") + ", а не "
                    + a.number("number");
            case NOT_TRUE_OR_FALSE -> "должно быть true или false (без кавычек), а не " + kind(a);
            case NOT_A_LIST -> "должно быть списком строк, например [\"own-flower\"], а не " + kind(a);
            case EMPTY_TEXT -> "должно быть одной непустой строкой текста";
            case NEGATIVE -> "должно быть числом 0 или больше, а не " + a.number("number");
            case ABOVE_BOUND -> "может быть не больше " + a.number("max") + ", а не " + a.number("number")
                    + "; ни одни правила и близко к этому не подходят (см. docs/rulesets.md, Bounds)";
            case BAD_LIMIT_NUMBER -> LIMIT + a.number("number");
            case BAD_LIMIT_KIND -> LIMIT + kind(a);
            case EAST_STREAK_OF_ONE -> "должно быть 0 (такой лимитной руки нет) или серией из 2 и более побед, например"
                    + " 13 (Миллингтон) или 9 (немецкая лига), а не 1";
            case NOT_POSITIVE -> "должно быть положительным числом очков, а не " + a.number("number");
            case UNKNOWN_ROUNDING -> "должно быть одним из значений " + a.text("known") + ", а не '" + a.text("value")
                    + "'" + nearest(a);
            case CORE_REFUSED -> "неверно: " + a.message("detail");
            case NOT_USABLE -> "непригодно (" + a.text("error") + ")";
            case KEY_VALUE -> "значение '" + a.text("key") + "' " + a.message("detail");
            case OPTION_VALUE -> "значение параметра '" + a.text("key") + "' " + a.message("detail");
            case ELEMENT_VALUE -> "'" + a.text("element") + "': значение '" + a.text("key") + "' " + a.message("detail");
            case STRING_NOT_CLOSED -> "строка не закрыта; добавьте закрывающую \"";
            case LIST_NOT_CLOSED -> "список, открытый в этой строке, не закрыт; добавьте ']'";
            case LIST_ITEM_NOT_STRING -> "список может содержать только строки в кавычках, например"
                    + " [\"own-flower\", \"own-season\"]";
            case LIST_SEPARATOR_MISSING -> "после элемента списка ожидалась ',' или ']'";
            case BAD_ESCAPE -> "экранирование \\" + a.text("value") + " не входит в TOML; пишите \\\", \\\\, \\b, \\t, \\n, \\f,"
                    + " \\r, \\uXXXX или \\UXXXXXXXX (символ Юникода шестнадцатеричными цифрами)";
            case NOT_WHOLE -> "'" + a.text("word") + "' — не целое число; поддерживаются только целые числа";
            case NOT_A_VALUE -> "'" + a.text("word") + "' — не значение; напишите текст в кавычках, целое число,"
                    + " true или false или список [\"...\"]";
            case NUMBER_TOO_LARGE -> "число " + a.text("word") + " слишком велико";
            case KEY_TOO_LONG -> "в ключе '" + a.text("key") + "' " + a.number("length") + " "
                    + Plural.russian(a.number("length"), "символ", "символа", "символов") + "; в ключе не больше "
                    + a.number("max");
            case STRING_TOO_LONG -> "в тексте '" + a.text("value") + "' " + a.number("length") + " "
                    + Plural.russian(a.number("length"), "символ", "символа", "символов")
                    + "; в строке набора правил не больше " + a.number("max");
            case TOO_MANY_ENTRIES -> "больше " + a.number("max") + " ключей, таблиц и элементов списков; чтение"
                    + " остановлено здесь. В полностью выписанном наборе правил их меньше половины: это точно файл набора правил?";
            case NUMBER_MALFORMED -> "'" + a.text("word") + "' — не число в записи TOML: без нулей в начале, а '_'"
                    + " только между двумя цифрами (например, 1_000)";
            case DOTTED_TABLE -> "имена таблиц с точкой, такие как [" + a.text("table") + ".x], не поддерживаются";
            case TABLE_BRACKETS_MIXED -> "нельзя использовать одновременно [" + a.text("table") + "] и [["
                    + a.text("table") + "]]; используйте " + a.text("first") + ", как в строке " + a.number("line");
            case TABLE_TWICE -> "таблица [" + a.text("table") + "] встречается дважды (впервые в строке "
                    + a.number("line") + "); соберите все её ключи в одном месте";
            case TABLE_NAME_EXPECTED -> "ожидалось имя таблицы, найдено: " + found(a);
            case KEY_EXPECTED -> "ожидался ключ (например, name = \"...\"), найдено: " + found(a);
            case VALUE_EXPECTED -> "после '=' ожидалось значение, найдено: " + found(a);
            case TEXT_AFTER_STATEMENT -> "лишний текст " + found(a) + " после конца записи; пишите по одной паре"
                    + " ключ = значение в строке";
            case TABLE_NOT_CLOSED -> "после имени таблицы '" + a.text("table") + "' ожидалось '" + a.text("closing") + "'";
            case DOTTED_KEY -> "ключи с точкой, такие как " + a.text("key") + ".x, не поддерживаются";
            case EQUALS_EXPECTED -> "после ключа '" + a.text("key") + "' ожидался знак '='";
            case KEY_TWICE -> "ключ '" + a.text("key") + "' задан здесь дважды (впервые в строке " + a.number("line") + ")";
            case VALUE_MISSING -> "после '=' нет значения";
            case INLINE_TABLE -> "встроенные таблицы ({...}) не поддерживаются; используйте вместо них [таблицу]";
            case DID_YOU_MEAN -> "; может быть, '" + a.text("nearest") + "'?";
            case NAMES -> " (" + switch (a.value("what", RulesetIssue.Names.class)) {
                case KEYS -> "ключи";
                case TABLES -> "таблицы";
                case OPTIONS -> "параметры";
                case GROUPS -> "группы";
            } + ": " + a.text("known") + ")";
            case UNKNOWN_TOP_KEY -> "неизвестный ключ '" + a.text("key") + "' в начале файла" + a.message("hint");
            case OPTION_AT_TOP -> "неизвестный ключ '" + a.text("key") + "' в начале файла" + a.message("hint")
                    + "; параметры пишутся под [options]";
            case OPTIONS_IN_DOUBLE_BRACKETS -> "пишите [options] в одинарных скобках";
            case SINGLE_BRACKETS -> "пишите [[" + a.text("table") + "]] в двойных скобках: каждая запись "
                    + a.text("table") + " — один элемент списка";
            case UNKNOWN_TABLE -> "неизвестная таблица [" + a.text("table") + "]" + a.message("hint");
            case UNKNOWN_OPTION -> "неизвестный параметр '" + a.text("key") + "'" + a.message("hint");
            case ELEMENT_TWICE -> "элемент '" + a.text("element") + "' задан дважды (впервые в строке " + a.number("line")
                    + "); задавайте каждый элемент один раз";
            case REMOVED_AND_GIVEN -> "элемент '" + a.text("element") + "' здесь удаляется, но задан в строке "
                    + a.number("line") + "; оставьте что-то одно";
            case REMOVED_TWICE -> "элемент '" + a.text("element") + "' удаляется дважды (впервые в строке "
                    + a.number("line") + ")";
            case KEY_MISSING -> "в файле нет ключа " + a.text("key") + "; добавьте " + a.text("example")
                    + " в начало, перед первой [таблицей]";
            case BAD_ID -> "'id' должен состоять из 1–40 строчных латинских букв, цифр и '-' и начинаться с буквы или"
                    + " цифры, например \"bmja-club\"; а не '" + a.text("value") + "'";
            case UNKNOWN_ELEMENT -> "неизвестный элемент '" + a.text("element") + "'" + nearest(a);
            case NO_ID -> "у этой таблицы " + a.text("table") + " нет id; добавьте id = \"...\", например id = \"dragon-set\"";
            case UNKNOWN_TABLE_KEY -> "неизвестный ключ '" + a.text("key") + "' в " + a.text("table")
                    + a.message("hint");
            case VALUE_NOT_FOR_KIND -> "'" + a.text("element") + "' — " + switch (a.value("needs", RulesetIssue.Needs.class)) {
                case POINTS -> "элемент с очками: задайте ему points";
                case DOUBLES -> "элемент с удвоениями: задайте ему doubles";
                case DOUBLES_OR_POINTS -> "элемент с удвоениями: задайте ему doubles или points";
                case LIMIT_OR_DOUBLES -> "особая рука: задайте ей limit (процент лимита) или doubles, а также fishing";
            } + ", а не " + a.text("key");
            case EXCLUDES_UNKNOWN -> "'" + a.text("element") + "' исключает неизвестный элемент '" + a.text("other") + "'"
                    + nearest(a);
            case EXCLUDES_ITSELF -> "'" + a.text("element") + "' не может исключать сам себя";
            case EXCLUDES_TWICE -> "'" + a.text("element") + "' исключает '" + a.text("other") + "' дважды";
            case SCOPE_FIXED -> "нельзя задать: особая рука всегда засчитывается только выигравшему";
            case UNKNOWN_SCOPE -> "должно быть \"winner\" или \"every-player\", а не '" + a.text("value") + "'" + nearest(a);
            case UNKNOWN_GROUP -> "называет неизвестную группу '" + a.text("value") + "'" + a.message("hint");
            case GROUP_TWICE -> "называет '" + a.text("value") + "' дважды";
            case OPTIONS_MISSING -> "набор правил, который не расширяет другой, должен задать все параметры; под"
                    + " [options] не хватает: " + a.text("known");
            case NOTHING_TO_REMOVE -> "удалять нечего: этот файл не расширяет другой набор правил; просто не указывайте '"
                    + a.text("element") + "'";
            case NOT_IN_BASE -> "нельзя удалить '" + a.text("element") + "': набор правил, который расширяет этот файл,"
                    + " его не засчитывает";
            case NEW_ELEMENT_NEEDS_NAME -> "элемент '" + a.text("element") + "' здесь новый, и ему нужно имя,"
                    + " например name = \"...\"";
            case NEW_ELEMENT_NEEDS_VALUE -> "элемент '" + a.text("element") + "' здесь новый, и ему нужно "
                    + switch (a.value("kind", ElementKind.class)) {
                        case POINTS -> "points = ...";
                        case DOUBLES -> "doubles = ...";
                        case SPECIAL_HAND -> "limit = (процент лимита) или doubles = ...";
                    };
            case SPECIAL_HAND_UNVALUED -> "у особой руки '" + a.text("element") + "' нет ни limit, ни doubles; задайте"
                    + " limit = (процент лимита, например 100) или doubles = ...";
            case SPECIAL_HAND_BOTH -> "у особой руки '" + a.text("element") + "' заданы и limit (" + a.number("limit")
                    + "), и doubles (" + a.number("doubles") + "); задайте одно, а другое поставьте в 0";
            case SPECIAL_HAND_POINTS_AND -> "у особой руки '" + a.text("element") + "' заданы очки (" + a.number("points")
                    + ") и ещё limit или doubles; укажите что-то одно: limit, doubles или points";
            case UNKNOWN_ELEMENT_NO_PATTERN -> "неизвестный элемент '" + a.text("element") + "'" + nearest(a)
                    + "; своей особой руке нужен шаблон, например: pattern = \"7 pairs\"";
            case PATTERN -> "'" + a.text("element") + "': шаблон: " + a.message("detail");
            case PATTERN_NOT_FOR_KIND -> "'" + a.text("element") + "' — не особая рука, шаблон ей не нужен;"
                    + " шаблонами записываются только особые руки";
            case BAD_NAME_LANGUAGE -> "'" + a.text("key") + "' — не название на языке; напишите name- и код языка"
                    + " из двух-трёх строчных букв, например name-pl или name-ru";
            case FISHING_ABOVE_LIMIT -> "особая рука '" + a.text("element") + "': проигравший в ожидании (fishing "
                    + a.number("fishing") + ") не может получить больше победителя (limit " + a.number("limit") + ")";
            case EXCLUDES_UNSCORED -> "'" + a.text("element") + "' исключает '" + a.text("other")
                    + "', который этот набор правил не засчитывает";
            case REMOVED_BUT_EXCLUDED -> "нельзя удалить только '" + a.text("other") + "': его исключает '"
                    + a.text("element") + "'; удалите и '" + a.text("element") + "' или задайте ему excludes = []";
            case EAST_STREAK_WITHOUT_LIMIT -> "'east-streak' засчитывает N-ю победу Востока подряд, но параметр"
                    + " eastStreakLimit равен 0 (нет); задайте eastStreakLimit = 13 (Миллингтон) или 9 (немецкая лига)"
                    + " или удалите 'east-streak'";
            case OPTIONS_CLASH -> "параметры несовместимы: " + a.message("detail");
            case PRESET_ID -> "'" + a.text("value") + "' — id встроенного набора правил; дайте этому набору свой id,"
                    + " например \"" + a.text("value") + "-club\"";
            case NOT_A_PRESET -> "extends '" + a.text("value") + "', но это не встроенный набор правил; встроенные"
                    + " наборы: " + a.text("known");
            case NEITHER_PRESET_NOR_FILE -> "extends '" + a.text("value") + "', но это ни встроенный набор правил ("
                    + a.text("known") + "), ни файл (искали " + a.text("path") + ")";
            case EXTENDS_UNREADABLE -> "extends '" + a.text("value") + "', но его не удаётся прочитать: "
                    + a.message("detail");
            case CYCLE -> "extends образует цикл: " + a.text("path") + " -> " + a.text("file")
                    + "; набор правил не может расширять сам себя";
            case EXTENDS_NOT_A_NAME -> "extends '" + a.text("value") + "', но это ни встроенный набор правил ("
                    + a.text("known") + "), ни имя файла рядом с этим; напишите имя вроде \"club.toml\", без пути"
                    + " ('/', '\\', '..') и управляющих символов";
            case EXTENDS_IN_FULL_RULESET -> "extends '" + a.text("value") + "', но набор правил в файле игры выписан"
                    + " полностью и ничего не расширяет; экспортируйте игру заново из программы, которая её записала";
            case CHAIN_TOO_LONG -> "extends образует цепочку длиннее " + a.number("max") + " "
                    + Plural.russian(a.number("max"), "набора", "наборов", "наборов") + " правил (" + a.text("path")
                    + "); расширяйте встроенный набор или файл, который его расширяет";
            case NO_PRESET -> "встроенного набора правил '" + a.text("value") + "' нет; встроенные наборы: "
                    + a.text("known");
            case FILE_UNREADABLE -> "не удаётся прочитать файл набора правил: " + a.message("detail");
            case NEITHER_PRESET_NOR_RULESET -> "это ни встроенный набор правил, ни файл набора правил; встроенные"
                    + " наборы: " + a.text("known") + ", или укажите путь к файлу .toml";
            case PRESET_MISSING -> "файла встроенного набора " + a.text("path") + " нет в classpath";
            case PRESET_UNREADABLE -> "не удаётся прочитать файл встроенного набора: " + a.message("detail");
            case NO_SUCH_FILE -> "такого файла нет";
            case ACCESS_DENIED -> "нет прав на чтение";
            case FILE_TOO_LARGE -> "файл больше " + a.number("max") + " "
                    + Plural.russian(a.number("max"), "байта", "байт", "байт") + " — слишком велик для набора правил";
            case TEXT_TOO_LARGE -> "в наборе правил " + a.number("length") + " "
                    + Plural.russian(a.number("length"), "символ", "символа", "символов") + ", больше допустимых "
                    + a.number("max");
            case NOT_UTF8 -> "файл не является текстом UTF-8";
            case IO_ERROR -> "ошибка чтения: " + a.text("error");
            case UNKNOWN_TABLE_OPTION -> "неизвестный параметр '" + a.text("key") + "'"
                    + (a.text("nearest").isEmpty() ? "" : " (может быть, '" + a.text("nearest") + "'?)")
                    + "; параметры: " + a.text("known");
            case TABLE_OPTION_NOT_A_VALUE -> "параметр '" + a.text("key") + "' должен быть числом, true или false или"
                    + " текстом, например \"none\"";
        };
    }

    /** The kind, in the instrumental case after "быть": "строкой", "списком". */
    private static String kind(Args a) {
        return switch (a.value("kind", ValueKind.class)) {
            case STRING -> "строкой";
            case WHOLE_NUMBER -> "целым числом";
            case TRUE_OR_FALSE -> "значением true/false";
            case LIST -> "списком";
        };
    }

    private static String found(Args a) {
        return a.text("found").isEmpty() ? "конец строки" : "'" + a.text("found") + "'";
    }

    private static String nearest(Args a) {
        return a.text("nearest").isEmpty() ? "" : "; может быть, '" + a.text("nearest") + "'?";
    }
}
