int findJudge(int n, int** trust, int trustSize, int* trustColSize) {
    // score = trusted-by count minus trusts-someone count; only the judge reaches n - 1.
    int* score = calloc(n + 1, sizeof(int));
    for (int i = 0; i < trustSize; i++) {
        score[trust[i][0]]--;
        score[trust[i][1]]++;
    }
    int judge = -1;
    for (int person = 1; person <= n; person++) {
        if (score[person] == n - 1) {
            judge = person;
            break;
        }
    }
    free(score);
    return judge;
}
