#include <cstdio>

int main() {
    std::puts("shader lab");
    return 0;
}
