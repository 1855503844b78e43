include "f2025.td"
