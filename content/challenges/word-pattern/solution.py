class Solution:
    def wordPattern(self, pattern: str, s: str) -> bool:
        words = s.split(" ")
        if len(words) != len(pattern):
            return False
        # Partner of each letter and of each word; both directions must stay consistent.
        letter_to_word = {}
        word_to_letter = {}
        for letter, word in zip(pattern, words):
            if letter_to_word.setdefault(letter, word) != word:
                return False
            if word_to_letter.setdefault(word, letter) != letter:
                return False
        return True
