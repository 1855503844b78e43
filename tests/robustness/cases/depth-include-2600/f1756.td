include "f1757.td"
