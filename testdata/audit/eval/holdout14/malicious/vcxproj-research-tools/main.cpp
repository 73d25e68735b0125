#include <windows.h>
#include <cstdio>
int main() { printf("driver list:\n"); system("driverquery /v"); return 0; }
