include "f831.td"
