include "f2024.td"
