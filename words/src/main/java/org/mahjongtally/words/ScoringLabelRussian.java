package org.mahjongtally.words;

/** What a score sheet says around an element's name, in Russian. */
final class ScoringLabelRussian implements Phrasebook<ScoringLabel> {

    @Override
    public Class<ScoringLabel> keys() {
        return ScoringLabel.class;
    }

    @Override
    public Language language() {
        return Language.RUSSIAN;
    }

    @Override
    public String text(ScoringLabel key, Args a) {
        return switch (key) {
            case CALLING_FOR -> "Ожидание руки «" + a.text("name") + "»";
        };
    }
}
