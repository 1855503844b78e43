include "f515.td"
