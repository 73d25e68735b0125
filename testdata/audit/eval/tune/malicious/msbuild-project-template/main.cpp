#include <cstdio>
int main() { std::puts("research harness"); return 0; }
