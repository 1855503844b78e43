include "f1758.td"
