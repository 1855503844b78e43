include "f1831.td"
