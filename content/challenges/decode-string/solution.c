typedef struct {
    char* text;
    size_t len, cap;
} Buffer;

static void append(Buffer* b, const char* s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap) b->cap = b->cap ? b->cap * 2 : 16;
        b->text = realloc(b->text, b->cap);
    }
    memcpy(b->text + b->len, s, n);
    b->len += n;
    b->text[b->len] = '\0';
}

char* decodeString(char* s) {
    // Each '[' saves the text built so far and the repeat count; ']' expands and restores.
    size_t n = strlen(s);
    Buffer* saved = malloc((n + 1) * sizeof(Buffer));
    int* counts = malloc((n + 1) * sizeof(int));
    int top = 0;
    Buffer current = {NULL, 0, 0};
    append(&current, "", 0);
    int count = 0;
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        if (isdigit((unsigned char)ch)) {
            count = count * 10 + (ch - '0');
        } else if (ch == '[') {
            saved[top] = current;
            counts[top++] = count;
            current = (Buffer){NULL, 0, 0};
            append(&current, "", 0);
            count = 0;
        } else if (ch == ']') {
            Buffer outer = saved[--top];
            for (int k = 0; k < counts[top]; k++) append(&outer, current.text, current.len);
            free(current.text);
            current = outer;
        } else {
            append(&current, &ch, 1);
        }
    }
    free(saved);
    free(counts);
    return current.text;
}
