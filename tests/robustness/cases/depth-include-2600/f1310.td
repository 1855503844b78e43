include "f1311.td"
