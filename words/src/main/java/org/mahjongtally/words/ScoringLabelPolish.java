package org.mahjongtally.words;

/** What a score sheet says around an element's name, in Polish. */
final class ScoringLabelPolish implements Phrasebook<ScoringLabel> {

    @Override
    public Class<ScoringLabel> keys() {
        return ScoringLabel.class;
    }

    @Override
    public Language language() {
        return Language.POLISH;
    }

    @Override
    public String text(ScoringLabel key, Args a) {
        return switch (key) {
            case CALLING_FOR -> "Oczekiwanie na rękę „" + a.text("name") + "”";
        };
    }
}
