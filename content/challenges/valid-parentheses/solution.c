bool isValid(char* s) {
    size_t n = strlen(s);
    char* stack = malloc(n + 1);
    size_t top = 0;
    bool ok = true;
    for (size_t i = 0; i < n && ok; i++) {
        char ch = s[i];
        if (ch == '(' || ch == '[' || ch == '{') {
            stack[top++] = ch;
            continue;
        }
        // A closer must match the most recent opener still waiting.
        char want = ch == ')' ? '(' : ch == ']' ? '[' : '{';
        if (top == 0 || stack[--top] != want) ok = false;
    }
    ok = ok && top == 0;
    free(stack);
    return ok;
}
